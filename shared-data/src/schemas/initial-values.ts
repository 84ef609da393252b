/** What each form starts from: plain values, so a form renders before its schema is loaded. */

import type { CalculatorValues } from './calculator.schema';
import type { ConsultationDialogValues } from './consultation-dialog.schema';
import type { ConsultationSectionValues } from './consultation-section.schema';
import type { CustomPlanValues } from './custom-plan.schema';
import type { DigitalConstructorValues } from './digital-constructor.schema';
import type { NewsletterValues } from './newsletter.schema';
import type { PlanOrderValues } from './plan-order.schema';
import type { ServiceOrderValues } from './service-order.schema';

/** The contacts every lead form starts with (see `contactFields`), empty. */
const emptyContacts = { name: '', email: '', phone: '' };

/** The contacts and the company, empty. */
const emptyCompanyContacts = { ...emptyContacts, company: '' };

/** What the longer forms ask about the client and the meeting (the business and meeting groups), empty. */
const emptyAboutAndMeeting = {
  companyActivity: '',
  experienceYears: '',
  personalInfo: '',
  meetingFormat: '',
  consultationDate: '',
} as const;

/** Formik's start: nothing picked, the meeting format still unchosen. */
export const calculatorInitialValues: Omit<CalculatorValues, 'meetingFormat'> & { meetingFormat: string } = {
  ...emptyCompanyContacts,
  ...emptyAboutAndMeeting,
  selection: {},
};

export const consultationDialogInitialValues: ConsultationDialogValues = {
  ...emptyCompanyContacts,
  service: '',
  message: '',
  preferredTime: '',
  budget: '',
};

export const consultationSectionInitialValues: ConsultationSectionValues = {
  ...emptyCompanyContacts,
  ...emptyAboutAndMeeting,
  budget: '',
  comments: '',
};

/** Formik's start: the meeting format is still unchosen, so it is `''`. */
export const customPlanInitialValues: Omit<CustomPlanValues, 'meetingFormat'> & { meetingFormat: string } = {
  ...emptyCompanyContacts,
  ...emptyAboutAndMeeting,
  budget: '',
  selectedServices: [],
  promoCode: '',
  comments: '',
};

export const digitalConstructorInitialValues: DigitalConstructorValues = {
  ...emptyCompanyContacts,
  ...emptyAboutAndMeeting,
  comments: '',
  selection: {},
};

/** Empty newsletter box. */
export const newsletterInitialValues: NewsletterValues = { email: '' };

/** Empty form for the plan `planName`. */
export const planOrderInitialValues = (planName: string): PlanOrderValues => ({
  ...emptyContacts,
  comments: '',
  promoCode: '',
  planName,
});

/** Empty form for the service `service`. */
export const serviceOrderInitialValues = (service: string): ServiceOrderValues => ({
  ...emptyCompanyContacts,
  message: '',
  service,
});
