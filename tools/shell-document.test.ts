import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChunkFiles, LinkPreviewPictures } from 'shared-data/core';
import { shellDocumentOf, writeShellDocument } from './shell-document';

const chunkFiles: ChunkFiles = {
  groups: {
    main: ['main.js'],
    bootstrap: ['bootstrap.1.js', 'react-dom.2.js'],
    'form-kit': ['form-kit.3.js', 'react-dom.2.js'],
    toaster: ['toaster.4.js'],
    'texts-ru-shared-ui': ['texts-ru-shared-ui.6.js'],
    'texts-uz-shared-ui': ['texts-uz-shared-ui.7.js'],
    'texts-uz-shell': ['texts-uz-shell.8.js'],
  },
  consumes: { main: [], bootstrap: ['react-dom'], 'form-kit': ['react-dom'], toaster: [] },
  provides: {
    'react-dom': ['react-dom.2.js'],
    'shared-data/marketing': ['marketing.5.js', 'react-dom.2.js'],
  },
  copies: { 'react-dom': ['react-dom.2.js'], 'shared-data/marketing': ['marketing.5.js'] },
  copyConsumes: { 'react-dom': [], 'shared-data/marketing': ['react-dom'] },
};

const previews: LinkPreviewPictures = {
  pages: { '/': { url: '/og/home.0123456789.png', alt: 'AGENCY: Главная' } },
  generic: { url: '/og/site.0123456789.png', alt: 'AGENCY: Главная' },
};

describe("the shell's document data", () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'chunk-files.json'), JSON.stringify(chunkFiles));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'link-previews.json'), JSON.stringify(previews));
    for (const file of ['favicon.ico', 'apple-touch-icon.png', 'manifest.webmanifest']) {
      writeFileSync(join(dist, file), '');
    }
    writeFileSync(join(dist, 'consent-script.js'), '"use consent";\n');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('names the entry, the start and, beyond the start, the shared copies, as URLs', () => {
    writeFileSync(join(dist, 'early-script.js'), '"use strict";\n');
    writeShellDocument(dist);
    const written = JSON.parse(readFileSync(join(dist, 'document.json'), 'utf8'));
    expect(written).toEqual({
      earlyScript: expect.any(Object),
      consentScript: expect.any(Object),
      icon: '/favicon.svg',
      scripts: ['/main.js'],
      startScripts: ['/bootstrap.1.js', '/react-dom.2.js'],
      provides: { 'react-dom': [], 'shared-data/marketing': ['/marketing.5.js'] },
      // Each language's text books, the shell's own and its shared modules', which a page in that language names.
      texts: { ru: ['/texts-ru-shared-ui.6.js'], uz: ['/texts-uz-shared-ui.7.js', '/texts-uz-shell.8.js'] },
      previews,
    });
  });

  it('fails the build without its link preview list or its web manifest', () => {
    writeFileSync(join(dist, 'early-script.js'), '"use strict";');
    rmSync(join(dist, 'manifest.webmanifest'));
    expect(() => shellDocumentOf(dist)).toThrow("the shell's build has no manifest.webmanifest");
    rmSync(join(dist, 'link-previews.json'));
    expect(() => shellDocumentOf(dist)).toThrow("the shell's build has no link-previews.json");
  });

  it('carries the early script and the consent bar’s, each with the hash the policy must allow', () => {
    const code = '"use strict";(()=>{document.title="x"})();';
    const consent = '(()=>{document.documentElement.dataset.x="1"})();';
    writeFileSync(join(dist, 'early-script.js'), `${code}\n`);
    writeFileSync(join(dist, 'consent-script.js'), `${consent}\n`);
    const { earlyScript, consentScript } = shellDocumentOf(dist);
    expect(earlyScript).toEqual({
      code,
      hash: `sha256-${createHash('sha256').update(code).digest('base64')}`,
    });
    expect(consentScript).toEqual({
      code: consent,
      hash: `sha256-${createHash('sha256').update(consent).digest('base64')}`,
    });
  });

  it('fails the build without either inline script, or with one that would end its element early', () => {
    expect(() => shellDocumentOf(dist)).toThrow(/early-script\.js/);
    writeFileSync(join(dist, 'early-script.js'), 'const s="</SCRIPT>";');
    expect(() => shellDocumentOf(dist)).toThrow('early-script.js holds "</script"');
    writeFileSync(join(dist, 'early-script.js'), '"use strict";');
    writeFileSync(join(dist, 'consent-script.js'), 'x="</script>"');
    expect(() => shellDocumentOf(dist)).toThrow('consent-script.js holds "</script"');
    rmSync(join(dist, 'consent-script.js'));
    expect(() => shellDocumentOf(dist)).toThrow(/consent-script\.js/);
  });

  it('fails the build without its start group', () => {
    writeFileSync(join(dist, 'early-script.js'), '"use strict";');
    const { bootstrap: _start, ...groups } = chunkFiles.groups;
    writeFileSync(join(dist, 'chunk-files.json'), JSON.stringify({ ...chunkFiles, groups }));
    expect(() => shellDocumentOf(dist)).toThrow('the shell\'s build has no "bootstrap" chunk group');
  });
});
