/**
 * shared-ui/forms: the lead forms, as islands load them. What loads with it is small: each form part renders once the
 * form kit (Formik, the fields) has arrived, which it loads on first use, and markup with a form waits for the kit
 * before it hydrates. Also the lead submit hooks; the forms' texts are in shared-ui's book. The dialogs a page renders
 * around its forms are static markup, in `shared-ui/layout`, so no island brings their code.
 */
export type {
  ConstructorDialogTexts,
  ConstructorFormValues,
  ConstructorRequestFormProps,
} from '../blocks/constructor-dialog/constructor-dialog';
export type { ConstructorFormProps } from '../blocks/constructor-dialog/constructor-form-dialog';
export type { BusinessGroupProps, MeetingGroupProps } from '../blocks/constructor-dialog/lead-sections';
export type { ConsultationDialogFormProps } from '../blocks/consultation-dialog/consultation-dialog-form';
// Russian until marketing-app's discuss-project test reads the book
export type { ConsultationSectionFormProps } from '../blocks/consultation-section/consultation-section-form';
export type { DialogProps, DialogSize } from '../components/dialog';
export type { ChoiceFieldProps } from '../forms/choice-fields';
export type { DateFieldProps } from '../forms/date-field';
export type { FailedSubmitNoticeProps } from '../forms/failed-submit-notice';
export {
  controlStyles,
  fieldStyles,
  labelStyles as fieldLabelStyles,
  orderSummaryStyles,
} from '../forms/field-styles';
export type { FormBodyProps, FormSchema, FormSchemaRef, SchemaPick } from '../forms/form-body';
export { FormKitFailure, type FormKitFailureProps } from '../forms/form-kit-failure';
export { type FormKit, formKitFor, loadFormKit } from '../forms/form-kit-loader';
export {
  BusinessGroup,
  CheckboxListField,
  ConstructorForm,
  ConstructorRequestForm,
  ConsultationDialogForm,
  ConsultationSectionForm,
  ContactFields,
  ContactGroup,
  DateField,
  EmailField,
  FailedSubmitNotice,
  FormBody,
  FormGroup,
  FormValues,
  KeptPromoCode,
  loadEveryFormKit,
  MeetingGroup,
  PhoneField,
  RadioGroupField,
  SelectField,
  SelectionField,
  SignInCodeField,
  TextAreaField,
  TextField,
} from '../forms/form-kit-parts';
export { type FormSchemas, loadFormSchemas } from '../forms/form-schemas';
export type { SelectFieldProps } from '../forms/select-field';
export type { SelectionFieldProps } from '../forms/selection-field';
export { asServerError, serverFieldErrors } from '../forms/server-field-errors';
export type {
  ContactFieldsProps,
  EmailFieldProps,
  PhoneFieldProps,
  SignInCodeFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from '../forms/text-field';
export {
  type MutationEndpoint,
  type SiteApi,
  useApiOnDemand,
  useMutationOnDemand,
} from '../forms/use-api-on-demand';
export { useDebouncedValue } from '../forms/use-debounced-value';
export type { FormFieldBaseProps } from '../forms/use-form-field';
export { type FormGuardFields, useFormGuard } from '../forms/use-form-guard';
export { useIdempotencyKey } from '../forms/use-idempotency-key';
export { type LeadSubmitOptions, useLeadSubmit } from '../forms/use-lead-submit';
