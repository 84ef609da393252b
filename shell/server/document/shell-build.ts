import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ShellDocumentFile, shellDocumentName } from 'shared-data/core';

/**
 * What the shell's build in `distDir` gives every page (`document.json`), read again whenever the build writes it
 * anew (`npm run dev` does after every change). A build without it, or with a broken one, fails the request.
 */
export function createShellBuild(distDir: string): () => ShellDocumentFile {
  const path = join(distDir, shellDocumentName);
  let read: { mtimeMs: number; document: ShellDocumentFile } | undefined;
  return () => {
    const { mtimeMs } = statSync(path);
    if (read?.mtimeMs !== mtimeMs) {
      read = { mtimeMs, document: JSON.parse(readFileSync(path, 'utf8')) as ShellDocumentFile };
    }
    return read.document;
  };
}
