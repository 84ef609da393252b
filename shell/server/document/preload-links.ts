import {
  defaultLanguage,
  escapeAttribute,
  headTemplate,
  type Language,
  type ShellDocumentFile,
} from 'shared-data/core';
import { isHashedAsset } from '../cache-headers';
import type { PagePreloads } from '../remote-pages/remote-scripts';

/** Preload links for scripts, as webpack loads them (plain `<script>` elements). */
const scriptPreloads = (urls: readonly string[]) =>
  urls.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="script" />`);

/**
 * Links that fetch scripts for later, at the browser's lowest priority. A hashed chunk, which its server lets every
 * cache keep, is prefetched into the HTTP cache, where webpack finds it whenever the visitor comes to need it. An
 * entry (`main.js`, a remote's container), which is revalidated at every use, is preloaded at low priority instead:
 * a preload is this document's own copy, so running it later asks the server nothing again.
 */
const laterFetches = (urls: readonly string[]) =>
  urls.map((url) =>
    isHashedAsset(new URL(url, 'https://site.invalid').pathname)
      ? `<link rel="prefetch" href="${escapeAttribute(url)}" as="script" />`
      : `<link rel="preload" href="${escapeAttribute(url)}" as="script" fetchpriority="low" />`,
  );

/**
 * The scripts a remote's page starts with: the remote's own (its islands' chunks, and the form kit's when the markup
 * shows a form, and its text book in the page's language), the shell's copies of the shared modules the remote takes
 * (the remote's own copy of one the shell does not provide), and the shell's text books in the page's language.
 */
export function pageScripts(
  preloads: PagePreloads,
  shell: ShellDocumentFile,
  language: Language = defaultLanguage,
): string[] {
  const { ownShared = {} } = preloads;
  const shared = preloads.shared.flatMap((key) => shell.provides[key] ?? ownShared[key] ?? []);
  // The text books of the page's language in the shell's build (its own and the shared modules'): what the page's
  // first render reads, fetched with its code rather than after it. A page without its remote's scripts names none.
  const texts = preloads.scripts.length > 0 ? (shell.texts?.[language] ?? []) : [];
  return [...new Set([...preloads.scripts, ...shared, ...texts])];
}

/**
 * How a page's scripts start (decision record 030), in the head's elements:
 * - a page of server markup runs nothing before the visitor's first intent: the shell's entry waits in an on-intent
 *   template, and every script the page will need (the entry, what it starts with, the page's own) is prefetched
 *   once the page has loaded;
 * - a page the browser renders (no markup from the server) needs its code at once: the entry runs as soon as the
 *   document is parsed (`defer`), and what it starts with is preloaded, all at once, once the page has painted.
 */
export function startingScripts(shell: ShellDocumentFile, serverMarkupScripts?: readonly string[]): string[] {
  if (serverMarkupScripts) {
    const needed = [...new Set([...shell.scripts, ...shell.startScripts, ...serverMarkupScripts])];
    return [
      headTemplate(
        'onIntent',
        shell.scripts.map((url) => `<script src="${escapeAttribute(url)}"></script>`),
      ),
      headTemplate('afterLoad', laterFetches(needed)),
    ].filter(Boolean);
  }
  return [
    ...shell.scripts.map((url) => `<script defer src="${escapeAttribute(url)}"></script>`),
    headTemplate('afterPaint', scriptPreloads(shell.startScripts)),
  ].filter(Boolean);
}
