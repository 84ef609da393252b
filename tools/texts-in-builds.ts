import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Decision record 034: a page carries only its own language's texts. Russian texts live in the Russian books, which
 * webpack writes as chunks of their own (`texts-ru-*`, and the calendar's `date-calendar-ru`) that only a Russian page
 * loads; every other script of a public app is shared by both languages and so carries no Russian text. This reads
 * the built scripts with their source maps and names the source file of every Russian word they carry.
 */

/** The public apps, whose pages come in both languages (the team's inbox, `admin-app`, is Russian only). */
export const bilingualApps = ['shell', 'marketing-app', 'digital-app', 'ambassador-app'];

/** A chunk only a Russian page loads. */
export const russianOwnChunk = /^(texts-ru-|date-calendar-ru\.)/;

/** The sources whose Russian words every page may carry, each with the reason. */
export const russianAllowedIn: Readonly<Record<string, string>> = {
  'shared-data/src/catalog/texts/service-titles.ru.ts':
    'a service order names its service by its Russian title on every page: the team reads it',
  'shared-data/src/texts/connection.ru.ts':
    'what a call says when the network is down and the book cannot arrive either, in each language',
  'shared-data/src/format/date.ts': 'the dates’ formatter writes either language',
  'shared-data/src/format/money.ts': 'the money formatter writes either language',
  'shared-ui/src/layout/site-header/language-switch.tsx': '«Русский», the way to the Russian page',
  'shell/src/fallback/fallback-texts.ts':
    'the page a part falls back to when its code cannot arrive, in each language',
  'shell/src/start-failure.ts': 'the page the site shows when the shell cannot start, in each language',
};

const cyrillicWord = /\p{Script=Cyrillic}[\p{Script=Cyrillic}\s\d,.:;!?«»—-]*/gu;

/**
 * The repository's path of a file a source map names. Webpack names them from the app's folder,
 * `webpack://<app>/../shared-data/src/x.ts`, which the map's reader resolves as a URL to
 * `webpack://<app>/shared-data/src/x.ts`: a path that is not the app's own is the repository's.
 */
export function repositoryPath(source: string, app: string, exists: (path: string) => boolean): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) return path.slice(modules);
  return exists(`${app}/${path}`) || !exists(path) ? `${app}/${path}` : path;
}

/** Each Russian word of a built script, by the source file it comes from (the script itself without a map). */
export function russianWordsBySource(
  code: string,
  map: string | undefined,
  { app, script, exists }: { app: string; script: string; exists: (path: string) => boolean },
): Map<string, string[]> {
  const traced = map ? new TraceMap(map) : undefined;
  const found = new Map<string, string[]>();
  code.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(cyrillicWord)) {
      const source = traced && originalPositionFor(traced, { line: index + 1, column: match.index }).source;
      const file = source ? repositoryPath(source, app, exists) : `${app}/dist/${script}`;
      found.set(file, [...(found.get(file) ?? []), match[0].trim()]);
    }
  });
  return found;
}

export interface RussianInScripts {
  scripts: number;
  /** Source file → the built scripts and a few of its Russian words, for the sources not allowed. */
  found: Record<string, { scripts: string[]; words: string[] }>;
}

/** Reads every built script of the bilingual apps but the Russian-only chunks. */
export function findRussianInScripts(root: string): RussianInScripts {
  const report: RussianInScripts = { scripts: 0, found: {} };
  for (const app of bilingualApps) {
    const dist = join(root, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app}/dist is missing: build first`);
    for (const script of readdirSync(dist)) {
      if (!script.endsWith('.js') || russianOwnChunk.test(script)) continue;
      report.scripts += 1;
      const code = readFileSync(join(dist, script), 'utf8');
      if (!/\p{Script=Cyrillic}/u.test(code)) continue;
      const mapFile = join(dist, `${script}.map`);
      const map = existsSync(mapFile) ? readFileSync(mapFile, 'utf8') : undefined;
      const exists = (path: string) => existsSync(join(root, path));
      for (const [source, words] of russianWordsBySource(code, map, { app, script, exists })) {
        if (source.startsWith('node_modules/') || Object.hasOwn(russianAllowedIn, source)) continue;
        report.found[source] ??= { scripts: [], words: [] };
        const entry = report.found[source];
        entry.scripts.push(`${app}/dist/${script}`);
        for (const word of words)
          if (entry.words.length < 3 && !entry.words.includes(word)) entry.words.push(word);
      }
    }
  }
  return report;
}

/** Fails, naming each source and where its Russian went, when a script both languages load carries Russian text. */
export function checkRussianInScripts(root: string): string {
  const { scripts, found } = findRussianInScripts(root);
  const sources = Object.entries(found);
  if (sources.length > 0) {
    const lines = sources.map(
      ([source, { scripts: files, words }]) =>
        `  ${source} («${words.join('», «')}») in ${[...new Set(files)].join(', ')}`,
    );
    throw new Error(
      `${sources.length} source(s) put Russian text into scripts an Uzbek page loads too: a Russian text belongs ` +
        `in a Russian book (texts/*.ru.ts, loaded by language), a Russian build in the core entry:\n${lines.join('\n')}`,
    );
  }
  if (scripts === 0) throw new Error('no built scripts: build first');
  const allowed = Object.keys(russianAllowedIn).length;
  return `${scripts} script${scripts === 1 ? '' : 's'} both languages load read: no Russian text but from the ${allowed} sources allowed`;
}
