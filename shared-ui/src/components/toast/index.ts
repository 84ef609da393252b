export { loadToaster, Toaster, type ToasterProps, toast, toastDurationMs, toasterLabel } from './toast';
