export {
  ConsultationDialog,
  type ConsultationDialogProps,
  consultationDialogTexts,
} from './consultation-dialog';
