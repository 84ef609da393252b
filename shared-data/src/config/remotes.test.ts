import { remoteEntryUrl } from './remotes';

describe('remoteEntryUrl', () => {
  it('finds the container beside the manifest, on a CDN path as on a port of its own', () => {
    expect(
      remoteEntryUrl({
        name: 'digital-app',
        manifestUrl: 'https://cdn.agency.uz/digital-app/mf-manifest.json',
      }),
    ).toBe('https://cdn.agency.uz/digital-app/remoteEntry.js');
    expect(remoteEntryUrl({ name: 'admin-app', manifestUrl: 'http://localhost:3004/mf-manifest.json' })).toBe(
      'http://localhost:3004/remoteEntry.js',
    );
  });
});
