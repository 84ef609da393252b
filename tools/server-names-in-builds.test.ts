import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkBuildsForServerNames, findServerNamesInBuilds } from './server-names-in-builds';

describe('server config names in built scripts', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'built-scripts-'));
    write('shell/dist/main.js', 'console.log("SUPABASE_ANON_KEY is public")');
    write('shell/dist/index.html', '<p>DATABASE_URL</p>');
    write('functions/src/env.js', 'process.env.DATABASE_URL');
    write('node_modules/pkg/dist/index.js', 'process.env.DATABASE_URL');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('clean builds pass and say how many scripts were read', () => {
    expect(checkBuildsForServerNames(root)).toBe(
      '1 built script read, none names EMAILJS_PRIVATE_KEY or DATABASE_URL',
    );
  });

  test('finds the names in any package’s dist, in source maps and in releases, each file once', () => {
    write('marketing-app/dist/87.dd4dde2e50.js', 'const a="EMAILJS_PRIVATE_KEY",b="DATABASE_URL";');
    write('marketing-app/dist/87.dd4dde2e50.js.map', '{"sourcesContent":["DATABASE_URL"]}');
    write('releases/digital-app/20250101/remoteEntry.mjs', 'env.EMAILJS_PRIVATE_KEY');
    symlinkSync(join(root, 'releases/digital-app/20250101'), join(root, 'releases/digital-app/current'));

    expect(findServerNamesInBuilds(root).found).toEqual([
      { file: 'marketing-app/dist/87.dd4dde2e50.js', names: ['EMAILJS_PRIVATE_KEY', 'DATABASE_URL'] },
      { file: 'marketing-app/dist/87.dd4dde2e50.js.map', names: ['DATABASE_URL'] },
      { file: 'releases/digital-app/20250101/remoteEntry.mjs', names: ['EMAILJS_PRIVATE_KEY'] },
    ]);
    expect(() => checkBuildsForServerNames(root)).toThrow(
      /3 built script\(s\) carry names of the server config.*\n {2}marketing-app\/dist\/87\.dd4dde2e50\.js: EMAILJS_PRIVATE_KEY, DATABASE_URL/,
    );
  });

  test('no build at all fails instead of passing unread', () => {
    rmSync(join(root, 'shell/dist'), { recursive: true });
    expect(() => checkBuildsForServerNames(root)).toThrow(/build first/);
  });
});
