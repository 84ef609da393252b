import { test } from '../../fixtures';
import { watchTheInbox } from './live-inbox-journey';

for (const width of [1280, 390])
  test(`at ${width} px an open inbox shows a new lead within 15 s, counts it in the title, and the alert links to it`, ({
    browser,
    page,
    site,
  }) => watchTheInbox({ browser, page, site }, width));
