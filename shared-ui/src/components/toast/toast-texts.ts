/** How long a toast stays, in ms. */
export const toastDurationMs = 5000;
