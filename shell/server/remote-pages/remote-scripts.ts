import { type Language, type PrerenderedPage, type RemoteScripts, textsGroupOf } from 'shared-data/core';

/**
 * What a page's HTML asks the browser to fetch early: the remote's scripts (URLs) and the shared modules it takes
 * from the shell (share keys; the shell names its own files for them).
 */
export interface PagePreloads {
  scripts: string[];
  shared: string[];
  /** Share key → URLs of the remote's own copy, fetched when the shell does not provide that module. */
  ownShared?: Record<string, string[]>;
}

/** The scripts a remote's page loads, from its build's list, as URLs where the remote serves them. */
export function remotePreloads(
  manifestUrl: string,
  scripts: RemoteScripts,
  page: PrerenderedPage,
  /** The page's language and remote: its text books of that language are read by the page's first render. */
  texts?: { language: Language; app: string },
): PagePreloads {
  const textsGroup = texts && textsGroupOf(texts.language, texts.app);
  const {
    entry,
    chunks,
    entryShared,
    shared,
    provides = {},
    providesShared = {},
    providesTexts = {},
  } = scripts;
  const pageChunks = [...(page.chunks ?? []), ...(textsGroup && chunks[textsGroup] ? [textsGroup] : [])];
  const files = [...entry, ...pageChunks.flatMap((name) => chunks[name] ?? [])];
  const urlOf = (name: string) => new URL(name, manifestUrl).href;
  const ofLanguage = texts && textsGroupOf(texts.language, '');
  const booksOf = (books: string[] = []) =>
    ofLanguage
      ? books.filter((name) => name.startsWith(ofLanguage)).flatMap((name) => chunks[name] ?? [])
      : [];
  const taken = new Set([...entryShared, ...pageChunks.flatMap((name) => shared[name] ?? [])]);
  // A shared module's copy takes others in turn (shared-ui/forms takes shared-ui and shared-data/forms): the remote's
  // own copy brings theirs, and the shell's copy of one it provides takes the same.
  for (const key of taken) for (const next of providesShared[key] ?? []) taken.add(next);
  const keys = [...taken];
  return {
    scripts: [...new Set(files)].map(urlOf),
    shared: keys,
    // A copy of the remote's own loads its books too: those of the page's language come with its files.
    ownShared: Object.fromEntries(
      keys.map((key) => [key, [...(provides[key] ?? []), ...booksOf(providesTexts[key])].map(urlOf)]),
    ),
  };
}
