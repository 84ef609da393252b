import { loadOnce } from 'shared-data/site';
import { needBeforeHydration } from 'shared-ui';
import type * as ConstructorKitModule from './constructor-kit';
import { formKitPartAttribute, loadFormKit } from './form-kit-loader';
import { kitFormPart, lazyCoreFormPart, lazyFormPart } from './lazy-form-parts';

/** The constructors' part of the kit, fetched with the form kit when markup holding a constructor hydrates. */
const constructorKit = loadOnce<typeof ConstructorKitModule>(() =>
  Promise.all([import(/* webpackChunkName: "constructor-kit" */ './constructor-kit'), loadFormKit()]).then(
    ([kit]) => kit,
  ),
);

/** What the mark of a constructor's part says, so its markup hydrates with the constructors' kit in place. */
const constructorKitName = 'constructor';

/**
 * Every kit of form parts: a server's render loads them all before it renders, so each part renders whole, as the
 * browser hydrates it once the part's kit is there.
 */
export const loadEveryFormKit = (): Promise<unknown> => Promise.all([loadFormKit(), constructorKit.load()]);

needBeforeHydration((element) =>
  element.querySelector(`[${formKitPartAttribute}="${constructorKitName}"]`)
    ? constructorKit.load()
    : undefined,
);

/**
 * The calculator's and the digital constructor's request form: its priced list and the price lists' rules come apart
 * from the form kit, and markup holding it hydrates once they have arrived.
 */
export const ConstructorRequestForm = kitFormPart(constructorKit, 'ConstructorRequestForm', {
  kitName: constructorKitName,
});

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

/** Renders from the form's values (a live price, a quote): see FormValues. */
export const FormValues = lazyCoreFormPart('FormValues');
/** See FormBody. */
export const TextField = lazyCoreFormPart('TextField');
/** A lead form's contacts: see ContactFields. */
export const ContactFields = lazyCoreFormPart('ContactFields');
/** See FormBody. */
export const EmailField = lazyCoreFormPart('EmailField');
/** See FormBody. */
export const PhoneField = lazyCoreFormPart('PhoneField');
/** The sign-in code from an e-mail: see SignInCodeField. */
export const SignInCodeField = lazyCoreFormPart('SignInCodeField');
/** See FormBody. */
export const TextAreaField = lazyCoreFormPart('TextAreaField');
/** See FormBody. */
export const SelectField = lazyFormPart('SelectField');
/** See FormBody. */
export const SelectionField = kitFormPart(constructorKit, 'SelectionField', { kitName: constructorKitName });
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
