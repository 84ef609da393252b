import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What browsers fetch as text; source maps are left out, a visitor's browser never asks for them. */
const compressible = /\.(js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its headers cost (hono's `compress()` used the same threshold). */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile() && compressible.test(entry.name)) yield path;
  }
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of a finished build, as
 * `<file>.br` and `<file>.gz`, so the servers hand them out as they are (`serveStatic({ precompressed: true })`)
 * instead of compressing each file on every request, and a visitor on a slow network gets Brotli's smaller bytes.
 * A copy that would not be smaller than its file is not written.
 */
export async function precompressFolder(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of filesIn(dir)) {
    const { size } = await stat(path);
    if (size < minBytes) continue;
    jobs.push(
      (async () => {
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length >= size && gz.length >= size) return;
        report.files += 1;
        report.bytes += size;
        if (br.length < size) {
          await writeFile(`${path}.br`, br);
          report.brBytes += br.length;
        }
        if (gz.length < size) {
          await writeFile(`${path}.gz`, gz);
          report.gzBytes += gz.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return report;
}
