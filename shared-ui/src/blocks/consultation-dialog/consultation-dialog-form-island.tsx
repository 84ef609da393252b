/**
 * The consultation dialog's form as an island: the server renders its fields in the closed dialog; it hydrates when
 * the dialog opens or a field is touched, and the form kit comes with that hydration.
 */
export { ConsultationDialogForm } from 'shared-ui/forms';
