import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The JavaScript files each named chunk group of a build needs, written as `chunk-files.json` beside its output. */
export interface ChunkFiles {
  groups: Record<string, string[]>;
  /** Per named group, the shared modules (share keys) its chunks take from the share scope. */
  consumes: Record<string, string[]>;
  /** Per shared module this build provides, the files of its copy (with the shared modules that copy takes). */
  provides: Record<string, string[]>;
  /** Per shared module this build provides, the files of its copy alone (the shared modules it takes left out). */
  copies: Record<string, string[]>;
}

export const chunkFilesName = 'chunk-files.json';

/** The shell's chunk group that starts it: `src/index.ts` imports `./bootstrap` under this chunk name. */
export const shellStartGroup = 'bootstrap';

/** The exposed app of a remote: the module federation container names its chunk group so. */
export const exposedAppGroup = '__federation_expose_app';

/**
 * The groups that hold the form parts (shared-ui's form kit); markup with a form needs them to hydrate. The toaster,
 * the schemas and the calendar load when a visitor first uses a form.
 */
export const formKitGroups = ['form-kit'] as const;

/** The chunk files a build wrote. */
export const readChunkFiles = (outDir: string): ChunkFiles =>
  JSON.parse(readFileSync(join(outDir, chunkFilesName), 'utf8')) as ChunkFiles;
