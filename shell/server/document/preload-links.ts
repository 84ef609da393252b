import { afterPaintTemplate, type ShellDocumentFile } from 'shared-data/core';
import type { PagePreloads } from '../remote-pages/remote-scripts';
import { attributeValue } from './html-text';

/** Preload links for scripts, as webpack loads them (plain `<script>` elements). */
export const scriptPreloads = (urls: readonly string[]) =>
  urls.map((url) => `<link rel="preload" href="${attributeValue(url)}" as="script" />`);

/**
 * The scripts a remote's page starts with: the remote's own (its islands' chunks, and the form kit's when the markup
 * shows a form), and the shell's copies of the shared modules the remote takes (the remote's own copy of one the shell
 * does not provide).
 */
export function pageScripts(preloads: PagePreloads, shell: ShellDocumentFile): string[] {
  const { ownShared = {} } = preloads;
  const shared = preloads.shared.flatMap((key) => shell.provides[key] ?? ownShared[key] ?? []);
  return [...new Set([...preloads.scripts, ...shared])];
}

/**
 * Links that start a page's downloads once the page has painted: the scripts, as webpack and the federation runtime
 * load them (plain `<script>` elements, the remote's container first).
 */
export function preloadLinks(scripts: readonly string[]): string[] {
  return [afterPaintTemplate(scriptPreloads(scripts))].filter(Boolean);
}
