import type { Page } from '@playwright/test';

export interface CapturedMail {
  template_id: string;
  template_params: Record<string, string>;
}

/** A site whose gateway captures mail; its `DEV_OUTBOX_KEY` shows one-time codes. */
export interface OutboxSite {
  ports: { functions: number };
  env?: NodeJS.ProcessEnv;
}

/** The mails the site's gateway captured, read as a test on this machine may: with the outbox key. */
export async function readOutbox(page: Page, site: OutboxSite): Promise<CapturedMail[]> {
  const response = await page.request.get(`http://localhost:${site.ports.functions}/dev/outbox`, {
    headers: { 'x-dev-outbox-key': site.env?.DEV_OUTBOX_KEY ?? '' },
  });
  return (await response.json()) as CapturedMail[];
}
