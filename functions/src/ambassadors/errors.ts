import type { Language } from 'shared-data/core';
import { errorResponse } from '../http/responses';
import { answerTexts } from '../texts/answer-texts';

const texts = (language: Language) => answerTexts(language).ambassador;

/**
 * The ambassador functions' own errors, in the language the caller asks for (Russian by default); none of them
 * tells anything about a record.
 */
export const ambassadorErrors = {
  alreadyRegistered: (language: Language = 'ru') =>
    errorResponse(409, 'already_registered', texts(language).alreadyRegistered),
  unauthorized: (language: Language = 'ru') =>
    errorResponse(401, 'unauthorized', texts(language).unauthorized),
  referralNotFound: (language: Language = 'ru') =>
    errorResponse(404, 'not_found', texts(language).referralNotFound),
} as const;
