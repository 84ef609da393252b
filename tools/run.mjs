#!/usr/bin/env node
// Entry of `npm start` / `npm test` / `npm run build|release|admin`: plain Node, no dependencies, because it is what
// installs them. Installs when node_modules is missing or older than package-lock.json, then hands over to tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './env-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start', ...args] = process.argv.slice(2);
const scripts = {
  start: 'start.ts',
  dev: 'dev.ts',
  test: 'test.ts',
  'test-node': 'test-node.ts',
  build: 'build.ts',
  'build:edge': 'edge-bundle.ts',
  release: 'release.ts',
  admin: 'admin.ts',
  bench: 'bench.ts',
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.version}).`);
  process.exit(1);
}

// Tests and measurements must not depend on a developer's `.env`, nor may anything they start (the end-to-end tests
// run `npm run admin`): they set SKIP_ENV_FILE for their whole process tree.
if (['test', 'test-node', 'bench'].includes(command)) process.env.SKIP_ENV_FILE = '1';
else if (!process.env.SKIP_ENV_FILE) loadEnvFile(join(root, '.env'));

function installNeeded() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return 'node_modules is missing';
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs)
    return 'package-lock.json changed';
  if (!existsSync(join(root, 'node_modules', '.bin', 'tsx'))) return 'tools are missing';
  return undefined;
}

const reason = installNeeded();
if (reason) {
  console.log(`▸ installing dependencies (${reason})…`);
  // Exactly the locked versions, as on every machine.
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      '✖ npm ci failed. If package.json was edited by hand, `npm install` brings package-lock.json in step.',
    );
    process.exit(result.status ?? 1);
  }
}

const script = scripts[command];
if (!script) {
  console.error(`unknown command "${command}"; one of: ${Object.keys(scripts).join(', ')}`);
  process.exit(2);
}
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [join(root, 'tools', script), ...args], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the whole process group; the child decides how to stop. A signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
