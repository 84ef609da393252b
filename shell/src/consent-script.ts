import { startAnalyticsConsent } from './analytics-consent';

// Written into the head after the early script, only on a site with an analytics id: a choice this device kept hides
// the consent bar before the first paint, and the bar's buttons answer at once (the tags load only after an accept).
startAnalyticsConsent();
