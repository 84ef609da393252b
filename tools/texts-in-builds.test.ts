import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMapping, GenMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import {
  bilingualApps,
  checkRussianInScripts,
  repositoryPath,
  russianOwnChunk,
  russianWordsBySource,
} from './texts-in-builds';

/** A one-line script of `parts`, each from its source file, with its source map as webpack writes one. */
function builtScript(app: string, parts: { code: string; source: string }[]) {
  const map = new GenMapping({ file: 'chunk.js' });
  let code = '';
  for (const { code: part, source } of parts) {
    addMapping(map, {
      generated: { line: 1, column: code.length },
      source: `webpack://${app}/${source}`,
      original: { line: 1, column: 0 },
    });
    code += part;
  }
  return { code, map: JSON.stringify(toEncodedMap(map)) };
}

const inRepository =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the Russian words of a built script', () => {
  it('are told by the file they come from, through the source map', () => {
    const { code, map } = builtScript('marketing-app', [
      { code: 'const a="Заявка отправлена!";', source: '../shared-data/src/texts/notices.ru.ts' },
      { code: 'const b="Ariza yuborildi";', source: '../shared-data/src/texts/notices.uz.ts' },
      { code: 'const c="О нас";', source: './src/menu.ts' },
    ]);
    const exists = inRepository('shared-data/src/texts/notices.ru.ts', 'marketing-app/src/menu.ts');
    expect(
      Object.fromEntries(
        russianWordsBySource(code, map, { app: 'marketing-app', script: 'chunk.js', exists }),
      ),
    ).toEqual({
      'shared-data/src/texts/notices.ru.ts': ['Заявка отправлена!'],
      'marketing-app/src/menu.ts': ['О нас'],
    });
  });

  it('are the script’s own without a map', () => {
    const words = russianWordsBySource('x="Русский"', undefined, {
      app: 'shell',
      script: 'main.js',
      exists: () => false,
    });
    expect(Object.fromEntries(words)).toEqual({ 'shell/dist/main.js': ['Русский'] });
  });

  it('name an npm package by its folder', () => {
    expect(
      repositoryPath('webpack://shell/../node_modules/libphonenumber-js/es6/x.js', 'shell', () => false),
    ).toBe('node_modules/libphonenumber-js/es6/x.js');
  });

  it('leave out the chunks only a Russian page loads', () => {
    expect(
      ['texts-ru-catalog-catalog.04703a45b9.js', 'date-calendar-ru.276d2624b7.js'].map((f) =>
        russianOwnChunk.test(f),
      ),
    ).toEqual([true, true]);
    expect(
      ['texts-uz-catalog-catalog.1.js', '1339.25a3a18387.js', 'main.js'].some((f) => russianOwnChunk.test(f)),
    ).toBe(false);
  });
});

describe('checkRussianInScripts', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'texts-in-builds-'));
    for (const app of bilingualApps) mkdirSync(join(root, app, 'dist'), { recursive: true });
    mkdirSync(join(root, 'shared-data', 'src', 'texts'), { recursive: true });
    mkdirSync(join(root, 'shared-data', 'src', 'format'), { recursive: true });
    writeFileSync(join(root, 'shared-data', 'src', 'texts', 'notices.ru.ts'), '');
    writeFileSync(join(root, 'shared-data', 'src', 'format', 'money.ts'), '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (app: string, file: string, { code, map }: { code: string; map: string }) => {
    writeFileSync(join(root, app, 'dist', file), code);
    writeFileSync(join(root, app, 'dist', `${file}.map`), map);
  };

  it('passes scripts whose Russian is a Russian chunk’s or an allowed source’s', () => {
    write(
      'marketing-app',
      'texts-ru-shared-data.1.js',
      builtScript('marketing-app', [
        { code: 'a="Заявка отправлена!";', source: '../shared-data/src/texts/notices.ru.ts' },
      ]),
    );
    write(
      'marketing-app',
      '4391.2.js',
      builtScript('marketing-app', [{ code: 'b="сум";', source: '../shared-data/src/format/money.ts' }]),
    );
    expect(checkRussianInScripts(root)).toMatch(/^1 script both languages load read: no Russian text but/);
  });

  it('fails on a script both languages load that carries a Russian book, naming the book and the script', () => {
    write(
      'digital-app',
      '591.3.js',
      builtScript('digital-app', [
        { code: 'a="Заявка отправлена!";', source: '../shared-data/src/texts/notices.ru.ts' },
      ]),
    );
    expect(() => checkRussianInScripts(root)).toThrow(
      /shared-data\/src\/texts\/notices\.ru\.ts \(«Заявка отправлена!»\) in digital-app\/dist\/591\.3\.js/,
    );
  });
});
