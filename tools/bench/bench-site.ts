import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../build';
import { localSite, Site } from '../launch/site';
import { repoRoot } from '../webpack/shared-modules';

export interface BenchSite {
  url: (path: string) => string;
  /** Where the shell and the functions listen on 127.0.0.1. */
  ports: { shell: number; functions: number };
  stop: () => Promise<void>;
}

const builtFiles = [
  'shell/dist/document.json',
  'marketing-app/dist/mf-manifest.json',
  'digital-app/dist/mf-manifest.json',
  'ambassador-app/dist/mf-manifest.json',
];

/** Builds the apps when a production build is missing. */
export async function ensureBuilt(): Promise<void> {
  if (builtFiles.every((file) => existsSync(join(repoRoot, file)))) return;
  console.log('▸ no production build yet: building…');
  await buildAll({ quiet: true });
}

/** The composed production site on its own ports (from `portBase`), with a fresh database and release folder. */
export async function startBenchSite(portBase: number): Promise<BenchSite> {
  const work = mkdtempSync(join(tmpdir(), 'agency-bench-site-'));
  const { ports, env } = localSite(portBase, work);
  const logs: string[] = [];
  const site = new Site({ env, log: (piece, line) => logs.push(`${piece}: ${line}`) });
  const stop = async () => {
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await site.startAll();
  } catch (error) {
    console.error(logs.join('\n'));
    await stop();
    throw error;
  }
  return { url: (path) => `http://localhost:${ports.shell}${path}`, ports, stop };
}
