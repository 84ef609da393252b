import { errorResponse } from '../http/responses';

/** The ambassador functions' own errors; none of them tells anything about a record. */
export const ambassadorErrors = {
  alreadyRegistered: () =>
    errorResponse(
      409,
      'already_registered',
      'Этот email уже участвует в программе. Чтобы открыть кабинет, войдите по коду, который придёт на этот email.',
    ),
  unauthorized: () =>
    errorResponse(401, 'unauthorized', 'Войдите в кабинет амбассадора: запросите код на свой email.'),
  referralNotFound: () => errorResponse(404, 'not_found', 'Реферальная ссылка не найдена'),
} as const;
