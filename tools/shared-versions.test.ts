import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { incompatibleShared, liveShellShared } from './shared-versions';
import { compatibleRange } from './webpack/shared-modules';

const built = (version: string, names = ['shared-ui', 'shared-ui/forms', 'shared-data/store']) =>
  names.map((name) => ({ name, version, requiredVersion: compatibleRange(version) }));

describe('shared versions', () => {
  it('accepts every version of the same major, or of the same minor before 1.0', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.0.0');
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('0.1.0')).toBe('^0.1.0');
    expect(() => compatibleRange('latest')).toThrow('latest is not a semver version');
  });

  it('finds a remote built against another major than the shell offers, one line per package', () => {
    const shell = built('1.0.0');
    expect(incompatibleShared(built('1.3.0'), shell)).toEqual([]);
    expect(incompatibleShared(built('2.0.0'), shell)).toEqual([
      'shared-ui: built against 2.0.0 (needs ^2.0.0), the live shell offers 1.0.0',
      'shared-data: built against 2.0.0 (needs ^2.0.0), the live shell offers 1.0.0',
    ]);
    // A shell ahead of its remotes breaks them just as well.
    expect(incompatibleShared(built('1.0.0'), built('2.0.0'))).toHaveLength(2);
    // What the shell does not offer, the remote brings itself.
    expect(incompatibleShared(built('3.0.0', ['chart.js']), shell)).toEqual([]);
  });

  it('reads what the live shell offers from its manifest, and says so when the shell does not answer', async () => {
    const server = createServer((request, response) => {
      if (request.url !== '/mf-manifest.json') {
        response.writeHead(404).end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name: 'shell', shared: built('1.0.0') }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(liveShellShared(`http://127.0.0.1:${port}`)).resolves.toEqual(built('1.0.0'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(liveShellShared(`http://127.0.0.1:${port}`)).rejects.toThrow(
      `the live shell did not answer at http://127.0.0.1:${port}/mf-manifest.json`,
    );
  });
});
