import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { serverEnvNames } from 'shared-data/server';
import { toolEnvSchema } from './env';

const root = join(__dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs')).flatMap((f) => (f.endsWith('.md') ? `docs/${f}` : [])),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** The text outside fenced code blocks. */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
const anchors = (file: string) => {
  const seen = new Map<string, number>();
  return prose(read(file))
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? [])
    .map((heading) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    });
};

/** A file a build writes, named by a `.gitignore` in one of its folders. */
const ignoredBuildOutput = (path: string) => {
  for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) {
    const ignore = join(root, dir, '.gitignore');
    const own = relative(dir, path);
    if (
      existsSync(ignore) &&
      read(relative(root, ignore))
        .split('\n')
        .some((l) => l.replace(/^\//, '') === own)
    )
      return true;
  }
  return false;
};

/** A package entry such as `shared-data/server`, from the workspace's `exports`. */
const packageEntry = (path: string) => {
  const [pkg, ...entry] = path.split('/');
  const manifest = join(root, pkg ?? '', 'package.json');
  if (!existsSync(manifest)) return false;
  const { exports = {} } = JSON.parse(read(relative(root, manifest))) as { exports?: Record<string, string> };
  return `./${entry.join('/')}` in exports;
};

const topLevel = new Set(readdirSync(root).filter((name) => !/^(\.|node_modules$)/.test(name)));

/**
 * Variables the docs name that the tools, the tests or the platform read, not the site's configuration: the tools'
 * schema (`tools/env.ts`), and the few read where it cannot be.
 */
const toolVariables: Record<string, string> = {
  ...Object.fromEntries(Object.keys(toolEnvSchema.fields).map((name) => [name, 'tools/env.ts'])),
  SKIP_ENV_FILE: 'tools/run.mjs',
  FUZZ_RUNS: 'functions/src/gateway/generated-input.test.ts',
};

describe.each(docs)('%s', (file) => {
  const text = read(file);

  it('links only to files and headings that exist', () => {
    const broken = [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^(https?|mailto):/.test(target))
      .filter((target) => {
        const [path = '', anchor] = target.split('#');
        const linked = path ? relative(root, join(root, dirname(file), path)) : file;
        if (!existsSync(join(root, linked))) return true;
        return anchor !== undefined && !anchors(linked).includes(anchor);
      });
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing = [...prose(text).matchAll(/`([^`\s<>*$…]+)`/g)]
      .map((match) => (match[1] ?? '').replace(/[#:].*$/, ''))
      .filter((path) => path.includes('/') && topLevel.has(path.split('/')[0] ?? ''))
      .filter((path) => !existsSync(join(root, path)) && !packageEntry(path) && !ignoredBuildOutput(path));
    expect(missing).toEqual([]);
  });

  it('names only environment variables the configuration or the tools read', () => {
    const unknown = [...new Set(text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g))].filter(
      (name) => !(serverEnvNames as readonly string[]).includes(name) && !(name in toolVariables),
    );
    expect(unknown).toEqual([]);
  });
});

it('names for each tool variable a file that reads it', () => {
  const unread = Object.entries(toolVariables).filter(([name, source]) => !read(source).includes(name));
  expect(unread).toEqual([]);
});

it('maps every folder at the top of the repository, and only those (docs/where-things-are.md)', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const folders = [
    ...new Set(tracked.flatMap((path) => (path.includes('/') ? (path.split('/')[0] ?? []) : []))),
  ];
  const mapped = read('docs/where-things-are.md')
    .split('\n')
    .flatMap((line) => /^## (.+)\/$/.exec(line)?.[1] ?? []);
  expect(mapped.sort()).toEqual(folders.sort());
});
