export { ConstructorForm } from '../blocks/constructor-dialog/constructor-form-dialog';
export {
  BusinessGroup,
  ContactGroup,
  FormGroup,
  MeetingGroup,
} from '../blocks/constructor-dialog/lead-sections';
export { ConsultationDialogForm } from '../blocks/consultation-dialog/consultation-dialog-form';
export { ConsultationSectionForm } from '../blocks/consultation-section/consultation-section-form';
export { CheckboxListField, RadioGroupField } from './choice-fields';
export { DateField } from './date-field';
export * from './form-kit-core';
export { SelectField } from './select-field';
