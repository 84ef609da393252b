import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';
import { company, siteIconFiles } from 'shared-data/core';
import { colors } from 'shared-ui/colors';
import { type BuiltFiles, contentHash } from './link-preview-files';

const png = (svg: string, size: number, background?: string) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size }, ...(background ? { background } : {}) })
    .render()
    .asPng();

/** Sizes the manifest names: what Android's home screen and splash screen take. */
const manifestIconSizes = [192, 512] as const;

/**
 * The site's icons from its SVG icon: the SVG as it is, `favicon.ico` (16, 32 and 48 px) for browsers and tools that ask for it,
 * `apple-touch-icon.png` (180 px, on the brand's colour: iOS fills transparent corners with black), and the web
 * manifest with its icons (hashed names, kept a year). Visitors read the manifest's names: they are Russian.
 */
export async function siteIconFilesOf(svg: string): Promise<BuiltFiles> {
  const files: BuiltFiles = new Map();
  const file = (path: string) => path.slice(1);
  files.set(file(siteIconFiles.svg), new TextEncoder().encode(svg));
  files.set(file(siteIconFiles.favicon), await pngToIco([16, 32, 48].map((size) => png(svg, size))));
  files.set(file(siteIconFiles.appleTouchIcon), png(svg, 180, colors.primary));
  const icons = manifestIconSizes.map((size) => {
    const bytes = png(svg, size);
    const name = `icons/icon-${size}.${contentHash(bytes)}.png`;
    files.set(name, bytes);
    return { src: `/${name}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' };
  });
  const manifest = {
    id: '/',
    name: `${company.name} — ${company.legalDescription}`,
    short_name: company.name,
    description: company.legalDescription,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: colors.primary,
    background_color: colors.surface,
    icons,
  };
  files.set(file(siteIconFiles.manifest), new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
  return files;
}
