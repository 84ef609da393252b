/** Accessible name of the notifications region. */
export const toasterLabel = 'Уведомления';

/** How long a toast stays, in ms. */
export const toastDurationMs = 5000;
