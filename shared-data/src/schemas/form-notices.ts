/**
 * What the forms show after submitting. The notices in each language are shared-data's book (`sharedDataTexts`, its
 * `notices`); these are the Russian ones as they were first exported, for the code that reads them without a language.
 */

import { sharedDataRu } from 'shared-data/fields';
import type { Notice } from '../catalog/types';
import type { FormNotices } from '../texts/notices.ru';

const noticeTexts = sharedDataRu.notices;

export type { FormNotices };

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
