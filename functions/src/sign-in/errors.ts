import type { Language } from 'shared-data/core';
import { errorResponse } from '../http/responses';
import { answerTexts } from '../texts/answer-texts';
import type { CodeRefusal } from './codes';

/**
 * The answers of a code check that fails, the same for ambassadors and managers (see `CodeVerdict`): an ambassador's
 * in the language they asked for, a manager's in Russian (the default).
 */
export const codeErrors: Record<CodeRefusal, (language?: Language) => Response> = {
  wrong: (language = 'ru') => errorResponse(401, 'invalid_code', answerTexts(language).signIn.wrong),
  'too-many-tries': (language = 'ru') =>
    errorResponse(429, 'rate_limited', answerTexts(language).signIn.tooManyTries),
};
