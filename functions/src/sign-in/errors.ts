import { errorResponse } from '../http/responses';
import type { CodeRefusal } from './codes';

/** The answers of a code check that fails, the same for ambassadors and managers (see `CodeVerdict`). */
export const codeErrors: Record<CodeRefusal, () => Response> = {
  wrong: () =>
    errorResponse(
      401,
      'invalid_code',
      'Неверный или устаревший код. Запросите новый код и попробуйте ещё раз.',
    ),
  'too-many-tries': () =>
    errorResponse(
      429,
      'rate_limited',
      'Слишком много неверных кодов с этого подключения. Попробуйте завтра или войдите через другую сеть, например мобильный интернет.',
    ),
};
