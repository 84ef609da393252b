import { loadOnce } from 'shared-data/site';
import type * as ConstructorKitModule from './constructor-kit';
import { loadFormKit } from './form-kit-loader';
import { kitDialogPart, kitFormPart, lazyCoreFormPart, lazyFormPart } from './lazy-form-parts';

/** The constructors' part of the kit, fetched with the form kit the first time a constructor opens. */
const constructorKit = loadOnce<typeof ConstructorKitModule>(() =>
  Promise.all([import(/* webpackChunkName: "constructor-kit" */ './constructor-kit'), loadFormKit()]).then(
    ([kit]) => kit,
  ),
);

/**
 * The calculator's and the digital constructor's dialog, loaded when first opened: its priced list and the price
 * lists' rules come apart from the form kit, with the first opening of a constructor.
 */
export const ConstructorDialog = kitDialogPart(constructorKit, 'ConstructorDialog');

/**
 * The form and its fields: each renders once its kit arrived (it loads on first render). The form and its text fields
 * come with the kit's core; a form that has only them never loads the rest.
 */
export const FormBody = lazyCoreFormPart('FormBody');
/** See FormBody. */
export const ConstructorForm = lazyFormPart('ConstructorForm');
/** See FormBody. */
export const ConsultationSectionForm = lazyFormPart('ConsultationSectionForm');
/** See FormBody. */
export const ConsultationDialogForm = lazyFormPart('ConsultationDialogForm');
/** See FormBody. */
export const FailedSubmitNotice = lazyCoreFormPart('FailedSubmitNotice');
/** See FormBody. */
export const KeptPromoCode = lazyCoreFormPart('KeptPromoCode');
/** See FormBody. */
export const TextField = lazyCoreFormPart('TextField');
/** See FormBody. */
export const EmailField = lazyCoreFormPart('EmailField');
/** See FormBody. */
export const PhoneField = lazyCoreFormPart('PhoneField');
/** See FormBody. */
export const TextAreaField = lazyCoreFormPart('TextAreaField');
/** See FormBody. */
export const SelectField = lazyFormPart('SelectField');
/** See FormBody. */
export const SelectionField = kitFormPart(constructorKit, 'SelectionField');
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
