/**
 * The schemas and the forms' messages in Russian, built from shared-data's Russian book, under the names they were
 * first exported by: for servers, functions, tools and tests (the core entry). A page's forms take theirs in the
 * page's language (`schemasFor(language)`, `useTexts(sharedDataTexts)`), so the browser's entries carry no Russian
 * message.
 */

import type { Notice } from '../catalog/types';
import { ambassadorTexts, fieldTexts } from '../texts/forms.ru';
import type { FormNotices } from '../texts/notices.ru';
import sharedDataRu from '../texts/ru';
import { nativeFormNoticesIn } from './native-form';
import { schemasWith } from './schemas-for';

export { sharedDataRu };

export const {
  ambassadorEmailSchema,
  ambassadorRegistrationSchema,
  ambassadorVerifySchema,
  calculatorSchema,
  checkPromoCodeSchema,
  consultationDialogSchema,
  consultationSectionSchema,
  customPlanSchema,
  digitalConstructorSchema,
  leadSchemas,
  newsletterSchema,
  planOrderSchema,
  referralInfoSchema,
  serviceOrderSchema,
  /**
   * Validates a `submit-application` body by its `type`, answering in Russian (`schemasFor(language).validateLead`
   * in the lead's language): reads old casings (`acceptOldCasing`), trims strings, drops unknown keys, normalises
   * phones, and checks every rule (the consultation date against `context.now`, default the clock).
   */
  validateLead,
} = schemasWith(sharedDataRu);

/** Body of `admin-send-code`: the manager's e-mail; the inbox is Russian. */
export const adminEmailSchema = ambassadorVerifySchema.pick(['email']);

export const planOrderLeadSchema = leadSchemas.plan_order;
export const consultationLeadSchema = leadSchemas.consultation;
export const customPlanLeadSchema = leadSchemas.custom_plan;
export const calculatorLeadSchema = leadSchemas.calculator;
export const digitalConstructorLeadSchema = leadSchemas.digital_constructor;
export const serviceOrderLeadSchema = leadSchemas.service_order;
export const landingConsultationLeadSchema = leadSchemas.landing_consultation;

/** Messages of the lead as a whole. */
export const leadMessages = sharedDataRu.lead;

/** The form fields' messages, every free text's length message among them. */
export { fieldMessages } from '../texts/forms.ru';

/** Messages of a selection the catalog cannot price. */
export const selectionMessages = sharedDataRu.selection;

/** What each form tells the visitor once its lead is stored. */
export const nativeFormNotices = nativeFormNoticesIn(sharedDataRu.notices);

const noticeTexts = sharedDataRu.notices;

/** Plan order: a missing name, e-mail or phone. */
export const planOrderRequiredNotice: Notice = noticeTexts.planOrderRequired;

/** Consultation booking: a missing name, e-mail or phone. */
export const consultationRequiredNotice: Notice = noticeTexts.consultationRequired;

export const planOrderNotices: FormNotices = noticeTexts.planOrder;

export const consultationDialogNotices: FormNotices = noticeTexts.consultationDialog;

export const consultationSectionNotices: FormNotices = noticeTexts.consultationSection;

/** The custom-tariff request and the calculator. */
export const customPlanNotices: FormNotices = noticeTexts.customPlan;

export const digitalConstructorNotices: FormNotices = noticeTexts.digitalConstructor;

export const serviceOrderNotices: FormNotices = noticeTexts.serviceOrder;

/** What the newsletter box answers to a valid address: the subscription does not exist yet, nothing is sent. */
export const newsletterUnavailableNotice: Notice = noticeTexts.newsletterUnavailable;

/** The destructive notice shown when registration is submitted without a name or an e-mail. */
export const ambassadorRequiredFieldsNotice = ambassadorTexts.requiredFields;

export const ambassadorMessages = {
  nameRequired: ambassadorTexts.nameRequired,
  nameTooLong: ambassadorTexts.nameTooLong,
  emailRequired: ambassadorTexts.emailRequired,
  emailInvalid: ambassadorTexts.emailInvalid,
  emailTooLong: ambassadorTexts.emailTooLong,
  phoneInvalid: fieldTexts.phoneInvalid,
  codeRequired: ambassadorTexts.codeRequired,
  codeInvalid: ambassadorTexts.codeInvalid,
  attemptMissing: ambassadorTexts.attemptMissing,
  referralIdRequired: ambassadorTexts.referralIdRequired,
  referralIdTooLong: ambassadorTexts.referralIdTooLong,
} as const;
