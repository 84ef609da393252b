export { loadToaster, Toaster, type ToasterProps, toast, toastDurationMs } from './toast';
