import { startCountdowns } from 'shared-ui/countdown';
import { captureEarlyClicks } from 'shared-ui/early-events';
import { keepEarlyErrors } from './error-reports/early-errors';
import { keepLanguageChoice } from './language-choice';
import { bringPlatformFallbacks } from './platform-fallbacks-loader';
import { fetchScriptsAfterPaint } from './scripts-after-paint';
import { startScriptsOnIntent } from './scripts-on-intent';
import { keepThisVisitSource, sendVisitSourceWithPosts } from './visit-source';
import { forgetSentNotice, keepBroughtPromoCode, keepHandedAmbassadorSession } from './visitor-state';

// Written into the head before the page's markup: clicks on the markup are kept until its app hydrates and replays
// them, errors until the error reports start, the visit's source (UTM tags, referrer, first page) is kept for its
// leads (and goes with a form posted without the page's code), so are a referral promo code the visitor brought and a
// new ambassador's session handed over by the server, the platform's fallbacks come to browsers without buttons'
// commands, and the promo's countdown counts without waiting for any code. A page of server markup runs its code at
// the visitor's first intent, having fetched it once loaded; a page the browser renders fetches what its code starts
// with once it has painted. A page that thanks for a form sent without script takes the thanks off its address. The
// language switch keeps the visitor's choice and the section they read from the first moment. The
// analytics consent bar has a script of its own (`consent-script.ts`), which a page carries only when an analytics id
// is set.
captureEarlyClicks();
keepLanguageChoice();
bringPlatformFallbacks();
keepEarlyErrors();
const keepVisitSource = keepThisVisitSource();
keepBroughtPromoCode();
keepHandedAmbassadorSession();
forgetSentNotice();
sendVisitSourceWithPosts(window, keepVisitSource);
startCountdowns();
startScriptsOnIntent();
fetchScriptsAfterPaint();
