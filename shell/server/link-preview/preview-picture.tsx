import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { company, cutText, linkPreviewSize } from 'shared-data/core';
import { colors } from 'shared-ui/colors';
import { pictureText } from './preview-text';

const fontFamily = 'Inter';
const padding = 80;
/** Three lines of the title at its smaller size. */
const titleMaxLength = 80;
/** Fontsource ships each script as its own subset; satori reads .woff, not .woff2. */
const subsets = ['latin', 'latin-ext', 'cyrillic'] as const;
const weights = [400, 700] as const;

let fonts: Font[] | undefined;
const loadFonts = () => {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const files = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    fonts = weights.flatMap((weight) =>
      subsets.map((subset) => ({
        // One family per subset: satori takes a glyph from the first family of the stack that has it.
        name: `${fontFamily} ${subset}`,
        data: readFileSync(join(files, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  }
  return fonts;
};

const logo = `data:image/svg+xml;base64,${readFileSync(new URL('../../src/favicon.svg', import.meta.url)).toString('base64')}`;

/** The picture: the brand's mark and name, the page's title large, and what the agency is, on the brand's colour. */
function PreviewLayout({ title }: { title: string }) {
  return (
    <div
      style={{
        width: linkPreviewSize.width,
        height: linkPreviewSize.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `72px ${padding}px`,
        boxSizing: 'border-box',
        background: colors.primary,
        color: colors.primaryContrast,
        fontFamily: subsets.map((subset) => `"${fontFamily} ${subset}"`).join(', '),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <img
          src={logo}
          width={72}
          height={72}
          alt=""
          style={{ borderRadius: 16, border: '3px solid white' }}
        />
        <div style={{ marginLeft: 24, fontSize: 44, fontWeight: 700, letterSpacing: 2 }}>{company.name}</div>
      </div>
      <div
        style={{
          display: 'flex',
          width: linkPreviewSize.width - 2 * padding,
          fontSize: title.length > 48 ? 60 : 72,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: colors.textOnBrandMuted }}>
        <div style={{ width: 64, height: 8, borderRadius: 4, marginRight: 24, background: colors.accent }} />
        {company.legalDescription}
      </div>
    </div>
  );
}

/** A link preview picture (PNG, `linkPreviewSize`) showing `title`, rendered in Node. */
export async function renderPreviewPicture(title: string): Promise<Uint8Array> {
  const svg = await satori(
    <PreviewLayout title={cutText(pictureText(title), titleMaxLength, { unit: 'grapheme' })} />,
    {
      ...linkPreviewSize,
      fonts: loadFonts(),
    },
  );
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
