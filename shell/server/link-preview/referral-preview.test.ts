import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { pngSize } from '../../../tools/png-size';
import { testShellDocument } from '../document/test-shell-build';
import type { ReferralFound } from '../referral-lookup';
import { createReferralPictures, referralPreview, registerReferralPreviews } from './referral-preview';

const known = (name: string): ReferralFound => ({
  known: true,
  info: { name, name_genitive: name, promo_code: 'LOLA15-7KQ3XWP' },
});
const unknown: ReferralFound = { known: false, info: { name: '', name_genitive: '', promo_code: '' } };

/** A renderer that counts its calls and gives the text it was asked to draw. */
const countingRender = () => {
  const titles: string[] = [];
  const render = async (title: string) => {
    titles.push(title);
    return new TextEncoder().encode(title);
  };
  return { titles, render };
};

describe('referralPreview', () => {
  it("names the ambassador's own picture by the link's id, and says what it shows", () => {
    expect(referralPreview('ab c/1', known('Лола'))).toEqual({
      url: '/og/referral/ab%20c%2F1.png',
      alt: 'Лола дарит вам скидку 15%',
    });
  });

  it('gives none (the generic picture) for an unknown id, a failed lookup or a name with nothing to show', () => {
    expect(referralPreview('x', unknown)).toBeUndefined();
    expect(referralPreview('x', undefined)).toBeUndefined();
    expect(referralPreview('x', known('😀\u0007'))).toBeUndefined();
  });
});

describe('createReferralPictures', () => {
  it('renders a name and discount once, however often and however many at once it is asked for', async () => {
    const { titles, render } = countingRender();
    const pictures = createReferralPictures({ render });
    await Promise.all([pictures({ name: 'Лола' }), pictures({ name: 'Лола' })]);
    await pictures({ name: 'Лола\u0000' });
    expect(titles).toEqual(['Лола дарит вам скидку 15%']);
    await pictures({ name: 'Азиз' });
    expect(titles).toEqual(['Лола дарит вам скидку 15%', 'Азиз дарит вам скидку 15%']);
  });

  it('keeps at most maxEntries pictures, dropping the least recently asked for', async () => {
    const { titles, render } = countingRender();
    const pictures = createReferralPictures({ render, maxEntries: 2 });
    for (const name of ['А', 'Б', 'А', 'В', 'А', 'Б']) await pictures({ name });
    expect(titles.map((title) => title.split(' ')[0])).toEqual(['А', 'Б', 'В', 'Б']);
  });

  it('does not keep a render that failed', async () => {
    let calls = 0;
    const pictures = createReferralPictures({
      render: async () => {
        calls += 1;
        if (calls === 1) throw new Error('render failed');
        return new Uint8Array([1]);
      },
    });
    await expect(pictures({ name: 'Лола' })).rejects.toThrow('render failed');
    await expect(pictures({ name: 'Лола' })).resolves.toEqual(new Uint8Array([1]));
  });
});

describe('/og/referral/<id>.png', () => {
  let distDir: string;
  const generic = new Uint8Array([7, 7, 7]);
  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'shell-previews-'));
    const file = join(distDir, testShellDocument.previews.generic.url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, generic);
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const serve = (found: Record<string, ReferralFound>) => {
    const app = new Hono();
    registerReferralPreviews(app, {
      distDir,
      shellBuild: () => testShellDocument,
      lookUp: async (id) => found[id],
    });
    return (path: string) => app.request(path);
  };

  it('answers a known id with a 1200×630 PNG naming its ambassador, kept an hour', async () => {
    const response = await serve({ lola1: known('Лола 😀') })('/og/referral/lola1.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers an unknown id, or one nobody could look up, with the generic picture, revalidated', async () => {
    const request = serve({ gone: unknown });
    for (const path of ['/og/referral/gone.png', '/og/referral/down.png']) {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(generic);
    }
  });

  it('is not a page for any other file name', async () => {
    expect((await serve({})('/og/referral/lola1.jpg')).status).toBe(404);
  });
});
