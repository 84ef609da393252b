import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  consentScriptName,
  earlyScriptName,
  type InlineScript,
  type LinkPreviewPictures,
  languages,
  linkPreviewsName,
  type ShellDocumentFile,
  shellDocumentName,
  shellEntryGroup,
  shellStartGroup,
  siteIconFiles,
  textsGroupPrefix,
} from 'shared-data/core';
import { readChunkFiles } from './webpack/chunk-files-plugin';

/** A script of the build that documents carry inline, with the hash their CSP allows it by. */
function inlineScript(outDir: string, name: string): InlineScript {
  const code = readFileSync(join(outDir, name), 'utf8').trim();
  if (/<\/script/i.test(code)) throw new Error(`${name} holds "</script", which would end its element`);
  return { code, hash: `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}` };
}

/**
 * What every page takes from the shell's build, resolved from its chunk list and its inline scripts: the scripts it
 * loads and names, and the inline scripts with the hashes the page's CSP allows it by. The shell's build is served from
 * its origin's root, so its files are named by absolute paths.
 */
export function shellDocumentOf(outDir: string): ShellDocumentFile {
  const { groups, provides } = readChunkFiles(outDir);
  // The entry only imports the start group (an async boundary), so its group holds its own files alone.
  const entry = groups[shellEntryGroup];
  const start = groups[shellStartGroup];
  if (!entry?.length) throw new Error(`the shell's build has no "${shellEntryGroup}" chunk group`);
  if (!start) throw new Error(`the shell's build has no "${shellStartGroup}" chunk group`);
  for (const file of [linkPreviewsName, ...Object.values(siteIconFiles)]) {
    if (!existsSync(join(outDir, file)))
      throw new Error(`the shell's build has no ${file.replace(/^\//, '')}`);
  }
  const previews = JSON.parse(readFileSync(join(outDir, linkPreviewsName), 'utf8')) as LinkPreviewPictures;
  const atStart = new Set(start);
  const url = (file: string) => `/${file}`;
  const beyondStart = (files: string[]) => files.filter((file) => !atStart.has(file)).map(url);
  return {
    earlyScript: inlineScript(outDir, earlyScriptName),
    consentScript: inlineScript(outDir, consentScriptName),
    icon: siteIconFiles.svg,
    scripts: entry.map(url),
    startScripts: start.map(url),
    provides: Object.fromEntries(Object.entries(provides).map(([key, files]) => [key, beyondStart(files)])),
    texts: Object.fromEntries(
      languages.map((language) => [
        language,
        Object.entries(groups)
          .filter(([name]) => name.startsWith(`${textsGroupPrefix}${language}-`))
          .flatMap(([, files]) => beyondStart(files)),
      ]),
    ),
    previews,
  };
}

/**
 * Writes `document.json` into the shell's build. The shell's server may read it at any moment (`npm run dev` writes
 * it again after every change), so it is never seen half written.
 */
export function writeShellDocument(outDir: string) {
  const file = join(outDir, shellDocumentName);
  writeFileSync(`${file}.tmp`, JSON.stringify(shellDocumentOf(outDir)));
  renameSync(`${file}.tmp`, file);
}
