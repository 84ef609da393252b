export {
  ConstructorDialog,
  type ConstructorDialogProps,
  type ConstructorDialogTexts,
  type ConstructorFormValues,
} from './constructor-dialog';
export {
  ConstructorFormDialog,
  type ConstructorFormDialogProps,
  constructorFormTexts,
} from './constructor-form-dialog';
export {
  BusinessGroup,
  type BusinessGroupProps,
  ContactGroup,
  FormGroup,
  MeetingGroup,
  type MeetingGroupProps,
} from './lead-sections';
