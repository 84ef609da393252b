import { afterPaintTemplate, islandAttribute, type ShellDocumentFile } from 'shared-data/core';
import type { PagePreloads } from '../remote-pages/remote-scripts';
import { attributeValue } from './html-text';

/** The islands a page's markup shows, by name. */
const islandNamesPattern = new RegExp(`<div ${islandAttribute}="([^"]+)"`, 'g');

/** Preload links for scripts, as webpack loads them (plain `<script>` elements). */
export const scriptPreloads = (urls: readonly string[]) =>
  urls.map((url) => `<link rel="preload" href="${attributeValue(url)}" as="script" />`);

/**
 * The scripts a remote's page starts with: the remote's own, the shell's copies of the shared modules the remote
 * takes (the remote's own copy of one the shell does not provide), and the form kit when the markup shows a form
 * (hydration needs them).
 */
export function pageScripts(preloads: PagePreloads, shell: ShellDocumentFile, html: string): string[] {
  const { ownShared = {} } = preloads;
  const shared = preloads.shared.flatMap((key) => shell.provides[key] ?? ownShared[key] ?? []);
  const form = html.includes('<form') ? shell.formKit : [];
  // shared-ui's islands come with the shell's copy of shared-ui: every island of a page hydrates by the time the
  // browser is idle after load, so its code is named with the page's.
  const islands = [...html.matchAll(islandNamesPattern)].flatMap(
    ([, name]) => shell.groups[name ?? ''] ?? [],
  );
  return [...new Set([...preloads.scripts, ...shared, ...form, ...islands])];
}

/**
 * Links that start a page's downloads once the page has painted: the scripts, as webpack and the federation runtime
 * load them (plain `<script>` elements, the remote's container first).
 */
export function preloadLinks(scripts: readonly string[]): string[] {
  return [afterPaintTemplate(scriptPreloads(scripts))].filter(Boolean);
}
