import type { PrerenderedPage, RemoteScripts } from 'shared-data/core';
import { remotePreloads } from './remote-scripts';

const manifestUrl = 'http://remote.test/mf-manifest.json';
const scripts: RemoteScripts = {
  entry: ['remoteEntry.js', 'app.js'],
  chunks: {
    AmbassadorPage: ['page.js'],
    'texts-ru-ambassador-app': ['texts-ru-app.js'],
    'texts-uz-ambassador-app': ['texts-uz-app.js'],
    'texts-ru-catalog-ambassador': ['texts-ru-programme.js'],
    'texts-uz-catalog-ambassador': ['texts-uz-programme.js'],
  },
  entryShared: ['shared-ui'],
  shared: { AmbassadorPage: ['shared-data/ambassador'] },
  provides: { 'shared-data/ambassador': ['programme.js'] },
  providesShared: {},
  providesTexts: { 'shared-data/ambassador': ['texts-ru-catalog-ambassador', 'texts-uz-catalog-ambassador'] },
};
const page = { chunks: ['AmbassadorPage'] } as PrerenderedPage;
const url = (file: string) => new URL(file, manifestUrl).href;

describe('remotePreloads', () => {
  it('names the page’s chunks and the remote’s book of its language', () => {
    expect(
      remotePreloads(manifestUrl, scripts, page, { language: 'uz', app: 'ambassador-app' }).scripts,
    ).toEqual(['remoteEntry.js', 'app.js', 'page.js', 'texts-uz-app.js'].map(url));
  });

  it('gives a copy of the remote’s own with its books of the page’s language, for when the shell has none', () => {
    const { shared, ownShared } = remotePreloads(manifestUrl, scripts, page, {
      language: 'ru',
      app: 'ambassador-app',
    });
    expect(shared).toEqual(['shared-ui', 'shared-data/ambassador']);
    expect(ownShared?.['shared-data/ambassador']).toEqual(['programme.js', 'texts-ru-programme.js'].map(url));
    expect(
      remotePreloads(manifestUrl, scripts, page, { language: 'uz', app: 'ambassador-app' }).ownShared?.[
        'shared-data/ambassador'
      ],
    ).toEqual(['programme.js', 'texts-uz-programme.js'].map(url));
  });
});
