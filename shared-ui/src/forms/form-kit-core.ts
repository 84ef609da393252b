// The form kit's core: the form and its text fields (Formik, no calendar, no select, no dialog), which a form of
// text fields alone hydrates with. The whole kit (`form-kit.ts`) takes it in.
export { FailedSubmitNotice } from './failed-submit-notice';
export { FormBody } from './form-body';
export { FormValues } from './form-values';
export { KeptPromoCode } from './kept-promo-code';
export {
  ContactFields,
  EmailField,
  PhoneField,
  SignInCodeField,
  TextAreaField,
  TextField,
} from './text-field';
