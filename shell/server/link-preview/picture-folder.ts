import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PictureFolderOptions {
  /** A picture older than this is drawn again, and the folder drops it: no name stays on disk much longer. */
  maxAgeMs?: number;
  /** The most pictures kept; past it the longest kept go. */
  maxPictures?: number;
  /** Told of a picture that could not be removed. */
  onError?: (error: Error) => void;
  now?: () => number;
}

interface Kept {
  /** What the picture shows, as a short hash: another name or layout is another key. */
  key: string;
  drawnAt: number;
}

const fileName = (referralId: string, key: string) => `${referralId}.${key}.png`;
const keptFile = /^([0-9a-z]+)\.([0-9a-f]+)\.png$/;
const hour = 3_600_000;

/**
 * Referral pictures kept on disk, one file per referral id (`<id>.<key>.png`, the key saying what it shows), so a
 * picture is drawn once and survives restarts. The folder and its files are private (0700/0600): they show people's
 * names. What is in it is listed once, when first used, so asking for an id without a picture reads no disk; every
 * hour, pictures past `maxAgeMs` go, so the picture of an id nobody asks for again does not stay.
 */
export function createPictureFolder(
  dir: string,
  {
    maxAgeMs = 24 * hour,
    maxPictures = 5000,
    onError = () => undefined,
    now = Date.now,
  }: PictureFolderOptions = {},
) {
  let listing: Promise<Map<string, Kept>> | undefined;
  let sweptAt = 0;
  const discard = (name: string) => rm(join(dir, name), { force: true }).catch(onError);

  const list = async () => {
    const kept = new Map<string, Kept>();
    const names = await readdir(dir).catch(() => [] as string[]);
    // Writes a stopped process left unfinished.
    await Promise.all(names.filter((name) => name.endsWith('.part')).map(discard));
    const files = names.flatMap((name) => {
      const match = keptFile.exec(name);
      return match?.[1] && match[2] ? [{ name, referralId: match[1], key: match[2] }] : [];
    });
    const stats = await Promise.all(files.map((file) => stat(join(dir, file.name)).catch(() => undefined)));
    const found = files
      .map((file, index) => ({ ...file, drawnAt: stats[index]?.mtimeMs ?? 0 }))
      .sort((one, other) => one.drawnAt - other.drawnAt);
    for (const { referralId, key, drawnAt } of found) {
      const before = kept.get(referralId);
      if (before) await discard(fileName(referralId, before.key));
      kept.set(referralId, { key, drawnAt });
    }
    return kept;
  };

  const drop = async (kept: Map<string, Kept>, referralId: string) => {
    const entry = kept.get(referralId);
    if (!entry) return;
    kept.delete(referralId);
    await discard(fileName(referralId, entry.key));
  };

  const index = async () => {
    listing ??= list();
    const kept = await listing;
    if (now() - sweptAt >= hour) {
      sweptAt = now();
      const old = [...kept].filter(([, entry]) => now() - entry.drawnAt >= maxAgeMs).map(([id]) => id);
      await Promise.all(old.map((referralId) => drop(kept, referralId)));
    }
    return kept;
  };

  // Pictures age out even while nobody asks for any.
  setInterval(() => void index(), hour).unref();

  return {
    /** The picture kept for the id when it shows `key` and is not too old. */
    async read(referralId: string, key: string): Promise<Uint8Array | undefined> {
      const kept = await index();
      const entry = kept.get(referralId);
      if (!entry || entry.key !== key || now() - entry.drawnAt >= maxAgeMs) return undefined;
      try {
        return await readFile(join(dir, fileName(referralId, key)));
      } catch {
        if (kept.get(referralId) === entry) kept.delete(referralId);
        return undefined;
      }
    },
    /** Keeps the id's picture in place of any it had (written whole, then renamed: a reader never sees half). */
    async write(referralId: string, key: string, png: Uint8Array): Promise<void> {
      const kept = await index();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      const name = fileName(referralId, key);
      const part = `${name}.${process.pid}.part`;
      await writeFile(join(dir, part), png, { mode: 0o600 });
      await rename(join(dir, part), join(dir, name));
      const before = kept.get(referralId);
      kept.delete(referralId);
      kept.set(referralId, { key, drawnAt: now() });
      if (before && before.key !== key) await discard(fileName(referralId, before.key));
      const [oldest] = kept.keys();
      if (kept.size > maxPictures && oldest !== undefined) await drop(kept, oldest);
    },
    /** The referral ids that have a picture kept. */
    async ids(): Promise<string[]> {
      return [...(await index()).keys()];
    },
    /** Drops the id's picture: its ambassador is gone (erased) or never was. */
    async remove(referralId: string): Promise<void> {
      await drop(await index(), referralId);
    },
  };
}

export type PictureFolder = ReturnType<typeof createPictureFolder>;
