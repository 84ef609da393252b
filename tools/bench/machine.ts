import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { chromiumPath } from '../launch/chromium';

export { chromiumPath };

export interface Machine {
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  chromium: string;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (pretty) return `${pretty[1]} (${type()} ${release()})`;
  } catch {
    // not Linux
  }
  return `${type()} ${release()}`;
}

function chromiumVersion(): string {
  try {
    const output = execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /[\d.]{5,}/.exec(output)?.[0] ?? output.trim();
  } catch {
    return 'not found';
  }
}

/** What the figures were measured on. */
export function describeMachine(): Machine {
  return {
    cores: cpus().length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
  };
}
