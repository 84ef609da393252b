import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPictureFolder } from './picture-folder';

const hour = 3_600_000;
const png = new Uint8Array([1, 2, 3]);

let work: string;
let dir: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'picture-folder-'));
  dir = join(work, 'pictures');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('createPictureFolder', () => {
  it('serves a picture a day at most, and drops it from disk at the next use an hour on', async () => {
    let clock = Date.now();
    const folder = createPictureFolder(dir, { now: () => clock });
    await folder.write('k3m9x2p7qa', 'aa11', png);
    clock += 23 * hour;
    expect(await folder.read('k3m9x2p7qa', 'aa11')).toEqual(png);
    expect(await folder.read('k3m9x2p7qa', 'bb22')).toBeUndefined();
    clock += hour;
    expect(await folder.read('k3m9x2p7qa', 'aa11')).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps at most maxPictures, the longest kept going first', async () => {
    const folder = createPictureFolder(dir, { maxPictures: 2 });
    for (const id of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']) await folder.write(id, 'aa11', png);
    expect(readdirSync(dir).sort()).toEqual(['bbbbbbbbbb.aa11.png', 'cccccccccc.aa11.png']);
    expect(await folder.read('aaaaaaaaaa', 'aa11')).toBeUndefined();
  });

  it('finds what an earlier process kept, without the writes it left unfinished', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'k3m9x2p7qa.aa11.png'), png);
    writeFileSync(join(dir, 'k3m9x2p7qa.bb22.png.123.part'), png.subarray(0, 1));
    const folder = createPictureFolder(dir);
    expect(await folder.read('k3m9x2p7qa', 'aa11')).toEqual(new Uint8Array(png));
    expect(readdirSync(dir)).toEqual(['k3m9x2p7qa.aa11.png']);
    await folder.remove('k3m9x2p7qa');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads no disk for an id it holds no picture of, and creates no folder until it keeps one', async () => {
    const folder = createPictureFolder(dir);
    expect(await folder.read('k3m9x2p7qa', 'aa11')).toBeUndefined();
    await folder.remove('k3m9x2p7qa');
    expect(readdirSync(work)).toEqual([]);
  });
});
