import { pathToFileURL } from 'node:url';
import { showControls } from 'shared-data/core';
import { runAdmin } from './commands';

/** Where the command prints: a terminal (`isTTY`) or a file or pipe. */
interface Output {
  write: (text: string) => unknown;
  isTTY?: boolean;
}

/** What the command line runs with: the process's own streams, folder and environment by default. */
export interface CliIo {
  stdout: Output;
  stderr: Output;
  cwd: string;
  env: Record<string, string | undefined>;
}

const processIo = (): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  // npm sets INIT_CWD to where it was run, so `.data/` and `--out` mean what they mean for npm start.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
});

// A terminal acts on control characters in what it prints (colours, cursor moves, titles, reordered text), and a
// lead's name or notes may carry them: there they are shown, not acted on. A file or a pipe gets the text as it is.
// Decided here, where the stream is known, also for a command the running gateway ran (its output is replayed).
const writerTo = (output: Output) => (text: string) => {
  output.write(output.isTTY ? showControls(text) : text);
};

/** `npm run admin -- <command>` (through tools/admin.ts) or `tsx functions/src/admin-commands/cli.ts <command>`. */
export async function main(argv = process.argv.slice(2), io: CliIo = processIo()): Promise<number> {
  const write = writerTo(io.stdout);
  const writeErr = writerTo(io.stderr);
  return runAdmin(argv, {
    write,
    out: (text) => write(`${text}\n`),
    err: (text) => writeErr(`${text}\n`),
    cwd: io.cwd,
    env: io.env,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => {
    process.exitCode = code;
  });
}
