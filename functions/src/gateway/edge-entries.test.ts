import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { handlers } from '../handlers/registry';

const functionsDir = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const supabaseConfig = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
/** Edge functions that are not in the registry: the scheduled mail sender. */
const edgeOnly = ['mail-dispatch'];

describe('Supabase Edge entries', () => {
  test.each(Object.keys(handlers))('%s has functions/supabase/functions/%s/index.ts serving it', (name) => {
    const entry = `${functionsDir}${name}/index.ts`;
    expect(existsSync(entry)).toBe(true);
    // Copy any entry and change the name: it only hands the registry's handler to the shared server.
    expect(readFileSync(entry, 'utf8')).toBe(
      `import { serveFunction } from '../_shared/functions.js';\n\nserveFunction('${name}');\n`,
    );
  });

  test('every entry serves a registered function (or is an Edge-only one)', () => {
    const entries = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(entries.filter((name) => !Object.hasOwn(handlers, name) && !edgeOnly.includes(name))).toEqual([]);
  });

  test.each([...Object.keys(handlers), ...edgeOnly])(
    '%s is configured in functions/supabase/config.toml without JWT verification',
    (name) => {
      expect(supabaseConfig).toContain(`[functions.${name}]\nverify_jwt = false\n`);
    },
  );
});
