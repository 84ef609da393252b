import { spawn } from 'node:child_process';
import { repoRoot } from '../webpack/shared-modules';

export interface RunOptions {
  label: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Runs a command to completion with inherited output; rejects with a readable error when it fails. */
export function run(command: string, args: string[], { label, env, cwd }: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: cwd ?? repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
