import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { pngSize } from '../../../tools/png-size';
import { testShellDocument } from '../document/test-shell-build';
import type { ReferralFound } from '../referral-lookup';
import { createPictureFolder } from './picture-folder';
import { createReferralPictures, referralPreview, registerReferralPreviews } from './referral-preview';

const known = (name: string): ReferralFound => ({
  known: true,
  info: { name, name_genitive: name, promo_code: 'LOLA15-7KQ3XWP' },
});
const unknown: ReferralFound = { known: false, info: { name: '', name_genitive: '', promo_code: '' } };

const layout = testShellDocument.previews.generic.url;

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
  it("names the ambassador's own picture by the link's id, and says what it shows", async () => {
    expect(await referralPreview('ab c/1', known('Лола'))).toEqual({
      url: '/og/referral/ab%20c%2F1.png',
      alt: 'Лола дарит вам скидку 15%',
    });
  });

  it('names the picture of an Uzbek landing by its language, and says what it shows in Uzbek', async () => {
    expect(await referralPreview('k3m9x2p7qa', known('Lola'), 'uz')).toEqual({
      url: '/og/referral/k3m9x2p7qa.uz.png',
      alt: 'Lola sizga 15% chegirma sovg‘a qiladi',
    });
  });

  it('gives none (the generic picture) for an unknown id, a failed lookup or a name with nothing to show', async () => {
    expect(await referralPreview('x', unknown)).toBeUndefined();
    expect(await referralPreview('x', undefined)).toBeUndefined();
    expect(await referralPreview('x', known('😀\u0007'))).toBeUndefined();
  });
});

describe('createReferralPictures', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'referral-pictures-')), 'pictures');
  });
  afterEach(() => rmSync(dirname(dir), { recursive: true, force: true }));
  const idOf = (index: number) => `k3m9x${String(index).padStart(5, '0')}`;

  it('draws a picture once and keeps it on disk: not drawn again after 600 others, nor after a restart', async () => {
    const { titles, render } = countingRender();
    const pictures = createReferralPictures({ folder: createPictureFolder(dir), render });
    const lola = await pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout);
    await Promise.all([
      pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout),
      pictures.picture('k3m9x2p7qa', { name: 'Лола\u0000' }, layout),
    ]);
    for (let index = 0; index < 600; index += 1)
      await pictures.picture(idOf(index), { name: `Имя${index}` }, layout);
    expect(await pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout)).toEqual(lola);
    const restarted = createReferralPictures({ folder: createPictureFolder(dir), render });
    expect(await restarted.picture('k3m9x2p7qa', { name: 'Лола' }, layout)).toEqual(lola);
    expect(await restarted.picture(idOf(0), { name: 'Имя0' }, layout)).toBeDefined();
    expect(titles.filter((title) => title.startsWith('Лола'))).toEqual(['Лола дарит вам скидку 15%']);
    expect(titles).toHaveLength(601);
  });

  it('keeps one picture per referral id: another name or another layout is drawn again in its place', async () => {
    const { titles, render } = countingRender();
    const pictures = createReferralPictures({ folder: createPictureFolder(dir), render });
    await pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout);
    await pictures.picture('k3m9x2p7qa', { name: 'Азиз' }, layout);
    expect(readdirSync(dir)).toHaveLength(1);
    await pictures.picture('k3m9x2p7qa', { name: 'Азиз' }, '/og/site.fedcba9876.png');
    expect(readdirSync(dir)).toHaveLength(1);
    expect(titles).toEqual([
      'Лола дарит вам скидку 15%',
      'Азиз дарит вам скидку 15%',
      'Азиз дарит вам скидку 15%',
    ]);
    await pictures.forget('k3m9x2p7qa');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps its folder and pictures private: they show people’s names', async () => {
    const { render } = countingRender();
    await createReferralPictures({ folder: createPictureFolder(dir), render }).picture(
      'k3m9x2p7qa',
      { name: 'Лола' },
      layout,
    );
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(dir)) expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
  });

  it('draws one picture at a time; past the waiting ones, and for a client that may not spend, it gives none', async () => {
    let drawing = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    const render = (title: string) => {
      drawing += 1;
      most = Math.max(most, drawing);
      return new Promise<Uint8Array>((resolve) => {
        finish.push(() => {
          drawing -= 1;
          resolve(new TextEncoder().encode(title));
        });
      });
    };
    const pictures = createReferralPictures({ folder: createPictureFolder(dir), render, maxWaiting: 3 });
    const asked = Array.from({ length: 6 }, (_, index) =>
      pictures.picture(idOf(index), { name: `Имя${index}` }, layout),
    );
    const refused = await pictures.picture(idOf(9), { name: 'Имя9' }, layout, () => false);
    let settled = false;
    const all = Promise.all(asked).finally(() => {
      settled = true;
    });
    while (!settled) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const drawn = await all;
    expect(most).toBe(1);
    expect(drawn.filter((picture) => picture !== undefined)).toHaveLength(4);
    expect(refused).toBeUndefined();
    // A picture already kept goes out to a client that may not spend.
    const kept = drawn.findIndex((picture) => picture !== undefined);
    expect(await pictures.picture(idOf(kept), { name: `Имя${kept}` }, layout, () => false)).toEqual(
      drawn[kept],
    );
  });

  it('does not keep a render that failed', async () => {
    let calls = 0;
    const pictures = createReferralPictures({
      folder: createPictureFolder(dir),
      render: async () => {
        calls += 1;
        if (calls === 1) throw new Error('render failed');
        return new Uint8Array([1]);
      },
    });
    await expect(pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout)).rejects.toThrow('render failed');
    expect(await pictures.picture('k3m9x2p7qa', { name: 'Лола' }, layout)).toEqual(new Uint8Array([1]));
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
      pictures: createReferralPictures({ folder: createPictureFolder(join(distDir, 'pictures')) }),
    });
    return (path: string) => app.request(path);
  };

  it('answers a known id with a 1200×630 PNG naming its ambassador, kept five minutes', async () => {
    const response = await serve({ lola1: known('Лола 😀') })('/og/referral/lola1.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
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

  it('draws the Uzbek picture at `<id>.uz.png`, and gives the Uzbek generic one for an unknown id', async () => {
    const uzGeneric = new Uint8Array([9, 9]);
    const file = join(distDir, '/og/uz-site.1234567890.png');
    writeFileSync(file, uzGeneric);
    const titles: string[] = [];
    const app = new Hono();
    registerReferralPreviews(app, {
      distDir,
      shellBuild: () => testShellDocument,
      lookUp: async (id) => (id === 'lola1' ? known('Lola') : unknown),
      pictures: createReferralPictures({
        folder: createPictureFolder(join(distDir, 'pictures')),
        render: async (title) => {
          titles.push(title);
          return new Uint8Array([1]);
        },
      }),
    });
    const bytes = async (path: string) => new Uint8Array(await (await app.request(path)).arrayBuffer());
    expect(await bytes('/og/referral/lola1.uz.png')).toEqual(new Uint8Array([1]));
    expect(await bytes('/og/referral/lola1.png')).toEqual(new Uint8Array([1]));
    expect(titles).toEqual(['Lola sizga 15% chegirma sovg‘a qiladi', 'Lola дарит вам скидку 15%']);
    expect(await bytes('/og/referral/gone.uz.png')).toEqual(uzGeneric);
    expect(await bytes('/og/referral/gone.png')).toEqual(generic);
  });

  it('is not a page for any other file name', async () => {
    expect((await serve({})('/og/referral/lola1.jpg')).status).toBe(404);
  });
});
