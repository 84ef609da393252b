import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChunkFiles, chunkFilesName } from 'shared-data/core';
import { scriptsOf } from './render-pages';

const chunkFiles: ChunkFiles = {
  groups: {
    main: ['main.js'],
    'digital-app': ['remoteEntry.js'],
    __federation_expose_app: ['262.a.js', '__federation_expose_app.b.js'],
    DigitalHomePage: ['DigitalHomePage.c.js'],
  },
  consumes: {
    'digital-app': [],
    __federation_expose_app: ['react', 'shared-ui'],
    DigitalHomePage: ['react-dom'],
  },
  provides: { 'shared-ui/forms': ['forms.d.js'] },
  copies: { 'shared-ui/forms': ['forms.d.js'] },
  copyConsumes: { 'shared-ui/forms': ['shared-ui'] },
};

const buildFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-pages-'));
  writeFileSync(join(dir, chunkFilesName), JSON.stringify(chunkFiles));
  return dir;
};

describe('scriptsOf', () => {
  it("names the remote's container and exposed app, and every chunk with the shared modules it takes", () => {
    const scripts = scriptsOf('digital-app', buildFolder(), {
      '/digital': { html: '', css: '', chunks: ['DigitalHomePage'] },
    });
    expect(scripts.entry).toEqual(['remoteEntry.js', '262.a.js', '__federation_expose_app.b.js']);
    expect(scripts.entryShared).toEqual(['react', 'shared-ui']);
    expect(scripts.chunks.DigitalHomePage).toEqual(['DigitalHomePage.c.js']);
    expect(scripts.shared.DigitalHomePage).toEqual(['react-dom']);
    expect(scripts.provides).toEqual({ 'shared-ui/forms': ['forms.d.js'] });
    expect(scripts.providesShared).toEqual({ 'shared-ui/forms': ['shared-ui'] });
  });

  it('fails the build on a page whose chunk the build does not have', () => {
    expect(() =>
      scriptsOf('digital-app', buildFolder(), { '/digital': { html: '', css: '', chunks: ['DigitalHome'] } }),
    ).toThrow('digital-app: /digital names chunk(s) DigitalHome the build does not have');
  });
});
