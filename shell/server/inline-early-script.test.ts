import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { earlyScriptTag, inlineEarlyScript } from './shell-server';

describe('inlineEarlyScript', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const page = `<head>${earlyScriptTag}<!--app-head--></head>`;

  it('writes the capture into the page and gives the hash the policy must allow', () => {
    const code = '"use strict";(()=>{document.title="x"})();';
    writeFileSync(join(dist, 'early-script.js'), `${code}\n`);
    const { html, scriptHashes } = inlineEarlyScript(page, dist);
    expect(html).toBe(`<head><script>${code}</script><!--app-head--></head>`);
    expect(scriptHashes).toEqual([`sha256-${createHash('sha256').update(code).digest('base64')}`]);
  });

  it('keeps the tag when the build has no script, or one that would end the element early', () => {
    expect(inlineEarlyScript(page, dist)).toEqual({ html: page, scriptHashes: [] });
    writeFileSync(join(dist, 'early-script.js'), 'const s="</SCRIPT>";');
    expect(inlineEarlyScript(page, dist)).toEqual({ html: page, scriptHashes: [] });
  });
});
