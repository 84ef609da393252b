/** Whether a function call failed because the session is over (401): then the manager signs in again. */
export const isUnauthorized = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
