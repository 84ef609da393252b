import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colors } from 'shared-ui/colors';
import { pngSize } from './png-size';
import { siteIconFilesOf } from './site-icons';
import { repoRoot } from './webpack/shared-modules';

const svg = readFileSync(join(repoRoot, 'shell/src/favicon.svg'), 'utf8');

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

describe('the site icons', () => {
  let files: Map<string, Uint8Array>;
  beforeAll(async () => {
    files = await siteIconFilesOf(svg);
  });
  const file = (name: string) => {
    const bytes = files.get(name);
    if (!bytes) throw new Error(`no ${name}`);
    return bytes;
  };

  it('writes favicon.ico as an icon file holding 16, 32 and 48 px images', () => {
    const ico = Buffer.from(file('favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const widths = [0, 1, 2].map((index) => ico.readUInt8(6 + index * 16));
    expect(widths).toEqual([16, 32, 48]);
  });

  it('writes a 180 px apple-touch-icon.png', () => {
    expect(pngSize(file('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('writes a Russian web manifest in the theme colours whose icons are in the build at their sizes', () => {
    const manifest = JSON.parse(new TextDecoder().decode(file('manifest.webmanifest'))) as Manifest;
    expect(manifest).toMatchObject({
      lang: 'ru',
      short_name: 'AGENCY',
      theme_color: colors.primary,
      background_color: colors.surface,
    });
    expect(manifest.name).toMatch(/[а-я]/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.src).toMatch(/^\/icons\/icon-\d+\.[0-9a-f]{10}\.png$/);
      expect(pngSize(file(icon.src.slice(1)))).toEqual({ width, height });
    }
  });
});
