import { captureEarlyClicks } from 'shared-ui/early-events';

// Loaded from the head before the page's markup: clicks on it are kept until its app hydrates and replays them.
captureEarlyClicks();
