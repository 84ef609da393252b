import { captureEarlyClicks } from 'shared-ui/early-events';
import { startAnalyticsConsent } from './analytics-consent';
import { keepEarlyErrors } from './error-reports/early-errors';
import { fetchScriptsAfterPaint } from './scripts-after-paint';
import { keepThisVisitSource } from './visit-source';

// Written into the head before the page's markup: clicks on the markup are kept until its app hydrates and replays
// them, errors until the error reports start, the visit's source (UTM tags, referrer, first page) is kept for its
// leads, the page's scripts start downloading once it has painted, and the analytics consent bar answers at once (the
// tags load only after an accept).
captureEarlyClicks();
keepEarlyErrors();
keepThisVisitSource();
fetchScriptsAfterPaint();
startAnalyticsConsent();
