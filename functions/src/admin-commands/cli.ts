import { pathToFileURL } from 'node:url';
import { runAdmin } from './commands';

/** `npm run admin -- <command>` (through tools/admin.ts) or `tsx functions/src/admin-commands/cli.ts <command>`. */
export async function main(argv = process.argv.slice(2)): Promise<number> {
  return runAdmin(argv, {
    write: (text) => process.stdout.write(text),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // npm sets INIT_CWD to where it was run, so `.data/` and `--out` mean what they mean for npm start.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    env: process.env,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => {
    process.exitCode = code;
  });
}
