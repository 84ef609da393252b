import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type PageData,
  type PrerenderedPage,
  type RemoteRegistryEntry,
  type RuntimeConfig,
  serverRendererPath,
} from 'shared-data/core';
import { fetchRemoteFile } from './remote-files';

/** What a remote's server bundle exports. */
export interface Renderer {
  renderPage: (request: { path: string; config: RuntimeConfig; data?: PageData }) => Promise<PrerenderedPage>;
}

/**
 * Each remote's server bundle (`server/render.mjs`), fetched from where the remote is served once per fingerprint its
 * `prerender.json` names, written to a temporary folder and imported; kept for the process's life. A bundle that
 * could not be loaded is asked for again next time.
 */
export function createRemoteRenderers(
  entryOf: (app: string) => RemoteRegistryEntry | undefined,
  timeoutMs: number,
) {
  const rendererDir = join(tmpdir(), `agency-renderers-${process.pid}`);
  const renderers = new Map<string, Promise<Renderer>>();
  return (app: string, fingerprint: string): Promise<Renderer> => {
    const key = `${app}-${fingerprint}`;
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = (async () => {
        const entry = entryOf(app);
        const response = entry && (await fetchRemoteFile(entry, serverRendererPath, timeoutMs));
        if (!response?.ok) throw new Error(`${serverRendererPath} answered ${response?.status}`);
        const code = await response.text();
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
        mkdirSync(rendererDir, { recursive: true });
        const file = join(rendererDir, `${app}-${hash}.mjs`);
        if (!existsSync(file)) writeFileSync(file, code);
        return (await import(pathToFileURL(file).href)) as Renderer;
      })();
      renderer.catch(() => renderers.delete(key));
      renderers.set(key, renderer);
    }
    return renderer;
  };
}
