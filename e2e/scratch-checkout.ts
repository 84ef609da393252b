import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../tools/webpack/shared-modules';

/**
 * A second checkout of this repository's source, as another team's branch would be, with some workspace packages at
 * other versions. It uses the installed packages through links (the workspaces' links point into the copy), and
 * keeps the files' times, so `npm run` there installs nothing.
 */
export function scratchCheckout(versions: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'agency-checkout-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(dir, file), { preserveTimestamps: true });
  }
  const modules = join(repoRoot, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    const installed = join(modules, name);
    symlinkSync(
      lstatSync(installed).isSymbolicLink() ? readlinkSync(installed) : installed,
      join(dir, 'node_modules', name),
    );
  }
  // A workspace's own node_modules holds the versions it needs beside the hoisted ones.
  for (const workspace of readdirSync(repoRoot)) {
    const own = join(repoRoot, workspace, 'node_modules');
    if (workspace !== 'node_modules' && existsSync(join(dir, workspace, 'package.json')) && existsSync(own))
      symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
  for (const [workspace, version] of Object.entries(versions)) {
    const file = join(dir, workspace, 'package.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
  }
  return dir;
}
