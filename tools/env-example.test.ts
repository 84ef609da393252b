import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { readServerEnv, serverEnvNames } from 'shared-data/server';

const lines = readFileSync(join(__dirname, '..', '.env.example'), 'utf8').split('\n');
const variable = /^# ([A-Z][A-Z0-9_]*)=/;

describe('.env.example', () => {
  it('lists every variable the configuration reads, once each, and nothing else', () => {
    const listed = lines.flatMap((line) => variable.exec(line)?.[1] ?? []);
    expect([...listed].sort()).toEqual([...serverEnvNames].sort());
  });

  it('says above each variable what it is, its default and whether production needs it', () => {
    for (const [index, line] of lines.entries()) {
      if (!variable.test(line)) continue;
      const comment = lines[index - 1] ?? '';
      expect({ line, comment }).toEqual({
        line,
        comment: expect.stringMatching(/^# (?![A-Z][A-Z0-9_]*=).*Default.*Production: \S/),
      });
    }
  });

  it('gives example values the configuration accepts', () => {
    const uncommented = lines.map((line) => (variable.test(line) ? line.slice(2) : line)).join('\n');
    expect(() => readServerEnv(parseEnv(uncommented))).not.toThrow();
  });
});
