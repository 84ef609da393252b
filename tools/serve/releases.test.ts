import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeLive, newReleaseFolder, releaseHistory, rollBack, servingRoots } from './releases';

describe('releases of a remote', () => {
  let dir: string;
  const app = 'digital-app';
  const dist = '/repo/digital-app/dist';
  const appDir = () => join(dir, app);
  /** Builds a release folder with its entry file, as a release's build does. */
  const build = (id: string) => {
    const folder = newReleaseFolder(dir, app, id);
    mkdirSync(folder);
    writeFileSync(join(folder, 'remoteEntry.js'), id);
  };
  const liveEntry = () => readFileSync(join(appDir(), 'current', 'remoteEntry.js'), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'releases-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the build until a release goes live, then the release first and the build last', () => {
    expect(servingRoots(dir, app, dist)).toEqual([dist]);
    build('r1');
    makeLive(dir, app, 'r1', new Date('2026-11-26T10:00:00Z'));
    expect(liveEntry()).toBe('r1');
    expect(servingRoots(dir, app, dist)).toEqual([join(appDir(), 'r1'), dist]);
    expect(releaseHistory(dir, app)).toEqual([{ id: 'r1', at: '2026-11-26T10:00:00.000Z' }]);
  });

  it('rolls back to the release before, and from the first release to the build, keeping the folders for open pages', () => {
    build('r1');
    makeLive(dir, app, 'r1');
    build('r2');
    makeLive(dir, app, 'r2');
    expect(servingRoots(dir, app, dist)).toEqual([join(appDir(), 'r2'), join(appDir(), 'r1'), dist]);

    expect(rollBack(dir, app)).toMatchObject({ from: { id: 'r2' }, to: { id: 'r1' } });
    expect(liveEntry()).toBe('r1');
    expect(servingRoots(dir, app, dist)).toEqual([join(appDir(), 'r1'), join(appDir(), 'r2'), dist]);

    expect(rollBack(dir, app)).toMatchObject({ from: { id: 'r1' }, to: undefined });
    // The build is live again: it is served first, the releases only for the chunks of pages opened before.
    expect(servingRoots(dir, app, dist)).toEqual([dist, join(appDir(), 'r2'), join(appDir(), 'r1')]);
    expect(() => rollBack(dir, app)).toThrow('digital-app has no release to roll back: its build is live');
  });

  it('keeps the folders of the last three releases and forgets a rolled-back one at the next release', () => {
    for (const id of ['r1', 'r2', 'r3']) {
      build(id);
      makeLive(dir, app, id);
    }
    rollBack(dir, app);
    build('r4');
    makeLive(dir, app, 'r4');
    expect(releaseHistory(dir, app).map((entry) => entry.id)).toEqual(['r1', 'r2', 'r4']);
    expect(servingRoots(dir, app, dist)).toEqual([
      join(appDir(), 'r4'),
      join(appDir(), 'r2'),
      join(appDir(), 'r1'),
      dist,
    ]);
    build('r5');
    makeLive(dir, app, 'r5');
    expect(servingRoots(dir, app, dist)).toEqual([
      join(appDir(), 'r5'),
      join(appDir(), 'r4'),
      join(appDir(), 'r2'),
      dist,
    ]);
  });

  it('counts a release made live before the history was kept, so it can be rolled back to', () => {
    build('old');
    makeLive(dir, app, 'old');
    rmSync(join(appDir(), 'history.json'));
    build('new');
    makeLive(dir, app, 'new');
    expect(rollBack(dir, app)).toMatchObject({ from: { id: 'new' }, to: { id: 'old' } });
    expect(liveEntry()).toBe('old');
  });

  it('never builds into a release folder twice', () => {
    build('r1');
    expect(() => newReleaseFolder(dir, app, 'r1')).toThrow('release r1 of digital-app already exists');
  });
});
