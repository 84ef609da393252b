export {
  ConstructorDialog,
  type ConstructorDialogProps,
  type ConstructorDialogTexts,
  type ConstructorFormValues,
} from './constructor-dialog';
export {
  ConstructorFormDialog,
  type ConstructorFormDialogProps,
} from './constructor-form-dialog';
export { constructorFormTexts } from './constructor-form-texts';
export {
  BusinessGroup,
  type BusinessGroupProps,
  ContactGroup,
  FormGroup,
  MeetingGroup,
  type MeetingGroupProps,
} from './lead-sections';
