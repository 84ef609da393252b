/** What each form starts from: plain values, so a form renders before its schema is loaded. */

import type { CalculatorValues } from './calculator.schema';
import type { ConsultationDialogValues } from './consultation-dialog.schema';
import type { ConsultationSectionValues } from './consultation-section.schema';
import type { CustomPlanValues } from './custom-plan.schema';
import type { DigitalConstructorValues } from './digital-constructor.schema';
import type { NewsletterValues } from './newsletter.schema';
import type { PlanOrderValues } from './plan-order.schema';
import type { ServiceOrderValues } from './service-order.schema';

/** Formik's start: nothing picked, the meeting format still unchosen. */
export const calculatorInitialValues: Omit<CalculatorValues, 'meetingFormat'> & { meetingFormat: string } = {
  name: '',
  email: '',
  phone: '',
  company: '',
  companyActivity: '',
  experienceYears: '',
  personalInfo: '',
  meetingFormat: '',
  consultationDate: '',
  selection: {},
};

export const consultationDialogInitialValues: ConsultationDialogValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  preferredTime: '',
  budget: '',
};

export const consultationSectionInitialValues: ConsultationSectionValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  consultationDate: '',
  meetingFormat: '',
  budget: '',
  companyActivity: '',
  experienceYears: '',
  personalInfo: '',
  comments: '',
};

/** Formik's start: the meeting format is still unchosen, so it is `''`. */
export const customPlanInitialValues: Omit<CustomPlanValues, 'meetingFormat'> & { meetingFormat: string } = {
  name: '',
  email: '',
  phone: '',
  company: '',
  companyActivity: '',
  experienceYears: '',
  budget: '',
  personalInfo: '',
  selectedServices: [],
  meetingFormat: '',
  consultationDate: '',
  promoCode: '',
  comments: '',
};

export const digitalConstructorInitialValues: DigitalConstructorValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  companyActivity: '',
  experienceYears: '',
  personalInfo: '',
  meetingFormat: '',
  consultationDate: '',
  comments: '',
  selection: {},
};

/** Empty newsletter box. */
export const newsletterInitialValues: NewsletterValues = { email: '' };

/** Empty form for the plan `planName`. */
export const planOrderInitialValues = (planName: string): PlanOrderValues => ({
  name: '',
  email: '',
  phone: '',
  comments: '',
  promoCode: '',
  planName,
});

/** Empty form for the service `service`. */
export const serviceOrderInitialValues = (service: string): ServiceOrderValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  service,
});
