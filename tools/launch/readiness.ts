import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { readStartStep } from '../../functions/src/gateway/start-steps';

const signalNames = new Map(Object.entries(constants.signals).map(([name, number]) => [number, name]));

/** How a process ended, as a person reads it: `code 137 (SIGKILL)` (tsx passes a signal on as 128 + its number). */
export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `signal ${signal}`;
  const byNumber = code !== null && code > 128 ? signalNames.get(code - 128) : undefined;
  return byNumber ? `code ${code} (${byNumber})` : `code ${code}`;
}

/** A process that ended before it answered. */
export class ExitedBeforeReady extends Error {}

/** What a starting process has shown: the last step it reported and when, and the last thing it said on stderr. */
export class StartProgress {
  movedAt = Date.now();
  step: string | undefined;
  complaint: string | undefined;

  /** Takes one line the process printed. */
  see(line: string, stream: 'stdout' | 'stderr') {
    const step = readStartStep(line);
    if (step) {
      this.step = step;
      this.movedAt = Date.now();
    }
    // A stack's frames and Node's version footer say less than the line above them.
    if (stream === 'stderr' && !/^\s+at |^Node\.js v/.test(line)) this.complaint = line.trim();
  }
}

export interface ReadinessWait {
  piece: string;
  url: string;
  child: ChildProcess;
  progress: StartProgress;
  /** How long the process may go without a step before it is given up on. */
  quietMs: number;
  log: (line: string) => void;
}

/**
 * Resolves once `url` answers 2xx. Keeps waiting for as long as the process reports steps, saying so when it has been
 * quiet a while; gives up (and stops it) once it has reported nothing for `quietMs`, or when it exits.
 */
export async function waitUntilReady({ piece, url, child, progress, quietMs, log }: ReadinessWait) {
  const remindEveryMs = quietMs / 4;
  let remindedAt = progress.movedAt;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const said = progress.complaint ? `: ${progress.complaint}` : '';
      throw new ExitedBeforeReady(
        `${piece} exited with ${exitReason(child.exitCode, child.signalCode)} before it was ready${said}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    const now = Date.now();
    const last = progress.step ? `last step: ${progress.step}` : 'no step reported';
    const quietFor = ((now - progress.movedAt) / 1000).toFixed(0);
    if (now - progress.movedAt >= quietMs) {
      await stopProcess(child);
      throw new Error(`${piece} did not answer at ${url}: nothing moved for ${quietFor} s (${last})`);
    }
    if (now - Math.max(progress.movedAt, remindedAt) >= remindEveryMs) {
      remindedAt = now;
      log(`still starting (${last}, ${quietFor} s ago)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks a process to stop, kills it after `graceMs`, and resolves once it has exited. */
export function stopProcess(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
