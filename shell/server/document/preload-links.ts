import { afterPaintTemplate, type ShellDocumentFile } from 'shared-data/core';
import type { PagePreloads } from '../remote-pages/remote-scripts';
import { attributeValue } from './html-text';

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
  return [...new Set([...preloads.scripts, ...shared, ...form])];
}

/**
 * Links that start a page's downloads: the manifest at once, as the federation runtime fetches it (CORS, no
 * credentials); the scripts once the page has painted.
 */
export function preloadLinks(manifest: string, scripts: readonly string[]): string[] {
  return [
    `<link rel="preload" href="${attributeValue(manifest)}" as="fetch" crossorigin="anonymous" />`,
    afterPaintTemplate(scriptPreloads(scripts)),
  ].filter(Boolean);
}
