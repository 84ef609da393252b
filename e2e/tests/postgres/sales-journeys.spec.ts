import { test } from '../../fixtures';
import { workOneLead } from '../admin/lead-work-journey';
import { watchTheInbox } from '../admin/live-inbox-journey';
import { shareAndGetPaid } from '../ambassador/ambassador-share-journey';

// The manager's and the ambassador's journeys again, on a site whose data is in PostgreSQL (the other specs use
// PGlite): a worker of its own, with a throwaway PostgreSQL 15 cluster.
test.use({ database: 'postgres', viewport: { width: 1280, height: 900 } });

test('on PostgreSQL an open inbox shows a new lead within 15 s, and the alert links to it', ({
  browser,
  page,
  site,
}) => watchTheInbox({ browser, page, site }, 1280));

test('on PostgreSQL two managers work one lead without overwriting each other', ({ browser, page, site }) =>
  workOneLead({ browser, page, site }, 1280));

test('on PostgreSQL an ambassador shares the link and sees a referral paid out', ({ browser, page, site }) =>
  shareAndGetPaid({ browser, page, site }, 1280));
