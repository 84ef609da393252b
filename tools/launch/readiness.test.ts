import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './free-port';
import { ExitedBeforeReady, StartProgress, waitUntilReady } from './readiness';

/** What the process does once it has reported its steps. */
type Then = { serve: number } | 'hang' | { fail: string };

/** A real process that reports `steps` start steps `everyMs` apart, as the gateway does, then does `then`. */
function starter(steps: number, everyMs: number, then: Then) {
  const script = `
    const then = ${JSON.stringify(then)};
    let done = 0;
    const timer = setInterval(() => {
      if (done < ${steps}) {
        done += 1;
        return console.log(JSON.stringify({ level: 'info', msg: 'applying migration ' + done + ' of ${steps}', startStep: true }));
      }
      clearInterval(timer);
      if (then.serve) require('node:http').createServer((_, response) => response.end('ok')).listen(then.serve, '127.0.0.1');
      if (then.fail) {
        console.error(then.fail);
        console.error('    at main (main.ts:1:1)');
        process.exit(3);
      }
      if (then === 'hang') setInterval(() => {}, 1000);
    }, ${everyMs});
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const progress = new StartProgress();
  const lines: string[] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    createInterface({ input: child[stream] }).on('line', (line) => progress.see(line, stream));
  }
  const wait = async (quietMs: number) =>
    waitUntilReady({
      piece: 'functions',
      url: `http://127.0.0.1:${typeof then === 'object' && 'serve' in then ? then.serve : await freePort()}/`,
      child,
      progress,
      quietMs,
      log: (line) => lines.push(line),
    });
  return { child, progress, lines, wait };
}

describe('waiting for a piece to answer', () => {
  test('waits past the quiet limit for as long as the piece reports steps', async () => {
    const piece = starter(12, 250, { serve: await freePort() });
    const started = Date.now();
    try {
      await piece.wait(1500);
      expect(Date.now() - started).toBeGreaterThan(3000);
      expect(piece.progress.step).toBe('applying migration 12 of 12');
    } finally {
      piece.child.kill();
    }
  }, 20_000);

  test('gives up on a piece that reports nothing for the quiet limit, says which step it was at, and stops it', async () => {
    const piece = starter(3, 100, 'hang');
    const exited = new Promise((resolve) => piece.child.once('exit', resolve));
    await expect(piece.wait(1200)).rejects.toThrow(
      /^functions did not answer at http:\/\/127\.0\.0\.1:\d+\/: nothing moved for \d+ s \(last step: applying migration 3 of 3\)$/,
    );
    await exited;
    expect(piece.lines).toContainEqual(
      expect.stringMatching(/^still starting \(last step: applying migration 3 of 3, \d+ s ago\)$/),
    );
  }, 20_000);

  test('a piece that exits before it answers is told with the last thing it said, not its stack', async () => {
    const piece = starter(1, 100, { fail: 'functions: cannot open the database (pglite, .data): no room' });
    await expect(piece.wait(5000)).rejects.toThrow(ExitedBeforeReady);
    await expect(piece.wait(5000)).rejects.toThrow(
      'functions exited with code 3 before it was ready: functions: cannot open the database (pglite, .data): no room',
    );
  });
});
