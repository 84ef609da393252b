export { Toaster, type ToasterProps, toast, toastDurationMs, toasterLabel } from './toast';
