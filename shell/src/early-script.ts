import { captureEarlyClicks } from 'shared-ui/early-events';
import { fetchScriptsAfterPaint } from './scripts-after-paint';

// Written into the head before the page's markup: clicks on the markup are kept until its app hydrates and replays
// them, and the page's scripts start downloading once it has painted.
captureEarlyClicks();
fetchScriptsAfterPaint();
