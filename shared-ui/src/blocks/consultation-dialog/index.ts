export {
  ConsultationDialog,
  type ConsultationDialogProps,
} from './consultation-dialog';
export { consultationDialogTexts } from './consultation-dialog-texts';
