// `.env` for the commands that serve or operate the site. Plain Node (its own parser, util.parseEnv), because
// tools/run.mjs reads it before any dependency is installed.
import { readFileSync } from 'node:fs';
// Not a named import: on a Node without parseEnv, run.mjs must still get to say which Node it needs.
import * as util from 'node:util';

const assignment = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=(.*)$/;
const closedQuote = /^(["'`])(?:(?!\1).)*\1\s*(?:#.*)?$/;

/**
 * The bad lines of an env file's text, by number. Each line must be blank, a `#` comment or `NAME=value` on one line:
 * Node's parser reads anything else differently from version to version (Node 20 glues a stray line to the next
 * name), so such a file is refused rather than half read.
 */
export function envFileProblems(text) {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .flatMap((line, index) => {
      if (/^\s*(#.*)?$/.test(line)) return [];
      const value = assignment.exec(line)?.[1]?.trim();
      if (value === undefined) return [`line ${index + 1} is not NAME=value`];
      if (/^["'`]/.test(value) && !closedQuote.test(value))
        return [`line ${index + 1} opens a quote it does not close (values stay on one line)`];
      return [];
    });
}

/**
 * Sets the variables of `file` that the environment does not set already (the environment wins). A missing file is
 * no error; one that cannot be read or parsed stops the process with the line numbers, never the values.
 */
export function loadEnvFile(file, env = process.env) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return;
    console.error(`✖ ${file} cannot be read: ${error.message}`);
    process.exit(1);
  }
  const problems = envFileProblems(text);
  if (problems.length > 0) {
    console.error(
      [`✖ ${file} is not a valid env file:`, ...problems.map((problem) => `  - ${problem}`)].join('\n') +
        '\n  Each line is NAME=value, a # comment, or blank (.env.example shows every variable).',
    );
    process.exit(1);
  }
  for (const [name, value] of Object.entries(util.parseEnv(text.replace(/^\uFEFF/, '')))) {
    if (env[name] === undefined) env[name] = value;
  }
}
