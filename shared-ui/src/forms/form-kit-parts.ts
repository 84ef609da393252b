import { loadFormKit } from './form-kit-loader';
import { lazyDialog, lazyDialogPart, lazyFormPart } from './lazy-form-parts';

/** The lead dialogs: each loads the form kit when first opened and opens once it arrived. */
export const ConsultationDialog = lazyDialogPart('ConsultationDialog');
/**
 * The order dialog of a tariff or pack: it reads the kept promo code and checks it with RTK Query, so it comes apart
 * from the form kit, which a page's consultation form loads without the store.
 */
export const PlanOrderDialog = lazyDialog(
  () =>
    Promise.all([
      import(/* webpackChunkName: "plan-order-dialog" */ '../blocks/plan-order-dialog/plan-order-dialog'),
      loadFormKit(),
    ]).then(([dialog]) => dialog),
  'PlanOrderDialog',
);
/** See ConsultationDialog. */
export const ConstructorDialog = lazyDialogPart('ConstructorDialog');
/** See ConsultationDialog. */
export const ConstructorFormDialog = lazyDialogPart('ConstructorFormDialog');

/** The form and its fields: each renders once the form kit arrived (it loads on first render). */
export const FormBody = lazyFormPart('FormBody');
/** See FormBody. */
export const ConsultationSectionForm = lazyFormPart('ConsultationSectionForm');
/** See FormBody. */
export const FailedSubmitNotice = lazyFormPart('FailedSubmitNotice');
/** See FormBody. */
export const FormValues = lazyFormPart('FormValues');
/** See FormBody. */
export const TextField = lazyFormPart('TextField');
/** See FormBody. */
export const EmailField = lazyFormPart('EmailField');
/** See FormBody. */
export const PhoneField = lazyFormPart('PhoneField');
/** See FormBody. */
export const TextAreaField = lazyFormPart('TextAreaField');
/** See FormBody. */
export const SelectField = lazyFormPart('SelectField');
/** See FormBody. */
export const SelectionField = lazyFormPart('SelectionField');
/** See FormBody. */
export const DateField = lazyFormPart('DateField');
/** See FormBody. */
export const CheckboxListField = lazyFormPart('CheckboxListField');
/** See FormBody. */
export const RadioGroupField = lazyFormPart('RadioGroupField');
/** See FormBody. */
export const FormGroup = lazyFormPart('FormGroup');
/** See FormBody. */
export const ContactGroup = lazyFormPart('ContactGroup');
/** See FormBody. */
export const BusinessGroup = lazyFormPart('BusinessGroup');
/** See FormBody. */
export const MeetingGroup = lazyFormPart('MeetingGroup');
