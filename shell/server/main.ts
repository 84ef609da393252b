import { join } from 'node:path';
import { readEnvOrExit, runServer } from './run-server';
import { createShellServer } from './shell-server';

const repoRoot = join(import.meta.dirname, '../..');

/** The shell's production server: `tsx shell/server/main.ts` serves pages, the registry and the shell's files. */
const env = readEnvOrExit(repoRoot);
runServer('shell', createShellServer(env, join(repoRoot, 'shell', 'dist')), env, env.ports.shell);
