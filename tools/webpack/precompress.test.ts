import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = `var plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `План ${i}`, price: i * 1000 })))};`;

test('writes a Brotli and a gzip copy beside each text file a browser fetches, in every folder', async () => {
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'main.js'), script);
  writeFileSync(join(dir, 'pages/prerender.json'), JSON.stringify({ html: '<main>'.repeat(500) }));
  const report = await precompressFolder(dir);
  for (const file of ['main.js', 'pages/prerender.json']) {
    const original = readFileSync(join(dir, file));
    expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
  }
  expect(report.files).toBe(2);
  expect(readFileSync(join(dir, 'main.js.br')).length).toBeLessThan(
    readFileSync(join(dir, 'main.js.gz')).length,
  );
});

test('leaves source maps, server code, tiny files and what does not shrink as they are', async () => {
  writeFileSync(join(dir, 'main.js.map'), script);
  writeFileSync(join(dir, 'render.mjs'), script);
  writeFileSync(join(dir, 'tiny.js'), 'var a = 1;');
  writeFileSync(join(dir, 'noise.txt'), randomBytes(4096));
  const report = await precompressFolder(dir);
  for (const file of ['main.js.map', 'render.mjs', 'tiny.js', 'noise.txt']) {
    expect(existsSync(join(dir, `${file}.br`))).toBe(false);
    expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
  }
  expect(report.files).toBe(0);
});
