import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerEnv } from 'shared-data/server';
import { writeShellBuild } from './document/test-shell-build';
import { createShellServer } from './shell-server';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeShellBuild(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const shell = () => createShellServer(readServerEnv({}), distDir);

describe('speculation rules', () => {
  it('every page names them, and they prerender the site’s pages on intent, never the team’s', async () => {
    const app = shell();
    for (const path of ['/', '/pricing', '/referral/k3m9x2p7qa', '/no-such-page']) {
      const page = await app.request(path);
      expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    }
    const rules = await app.request('/speculation-rules.json');
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
    const body = (await rules.json()) as {
      prerender: { where: { and: Record<string, unknown>[] }; eagerness: string }[];
    };
    expect(body.prerender).toHaveLength(1);
    expect(body.prerender[0]?.eagerness).toBe('moderate');
    expect(body.prerender[0]?.where.and).toContainEqual({ not: { href_matches: '/admin*' } });
    // The language switch leads where its click's choice says: nothing is prerendered for it before.
    expect(body.prerender[0]?.where.and).toContainEqual({
      not: { selector_matches: '[data-language-switch]' },
    });
  });
});
