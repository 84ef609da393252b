import { test } from '../../fixtures';
import { workOneLead } from './lead-work-journey';

for (const width of [1280, 390])
  test(`at ${width} px two managers work one lead: an owner, a next contact, notes, and no silent overwrite`, ({
    browser,
    page,
    site,
  }) => workOneLead({ browser, page, site }, width));
