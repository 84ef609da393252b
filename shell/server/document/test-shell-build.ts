import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ShellDocumentFile, shellDocumentName } from 'shared-data/core';

/** A small shell build for the server's tests: an early script, a consent script, an entry, one start chunk, a shared module. */
export const testShellDocument: ShellDocumentFile = {
  earlyScript: { code: '"use strict";', hash: 'sha256-test' },
  consentScript: { code: '"use consent";', hash: 'sha256-consent' },
  icon: '/favicon.svg',
  scripts: ['/main.js'],
  startScripts: ['/bootstrap.1.js'],
  provides: { 'shared-ui': ['/shared-ui.3.js'] },
  texts: { ru: ['/texts-ru-shared-ui.4.js'], uz: ['/texts-uz-shared-ui.5.js'] },
  previews: {
    pages: {
      '/pricing': { url: '/og/pricing.0123456789.png', alt: 'AGENCY: Тарифы' },
      '/uz': { url: '/og/uz-site.1234567890.png', alt: 'AGENCY: marketing va ishlab chiqish' },
    },
    generic: { url: '/og/site.abcdef0123.png', alt: 'AGENCY: маркетинг и разработка' },
  },
};

/** Writes the shell build's `document.json` into `distDir`, as the shell's build does. */
export function writeShellBuild(distDir: string, document: ShellDocumentFile = testShellDocument) {
  writeFileSync(join(distDir, shellDocumentName), JSON.stringify(document));
}
