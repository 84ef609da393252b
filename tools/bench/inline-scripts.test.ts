import { inlineScriptAt, inlineScripts, offsetOf } from './inline-scripts';

const html = [
  '<!doctype html>',
  '<html><head>',
  '    <script>window.early = "ранний";</script>',
  '    <script defer src="/main.js"></script>',
  '  </head><body>',
  '    <script type="application/json" id="config">{"a":1}</script>',
  '<script>',
  'document.body.dataset.ready = "1";',
  '</script>',
  '</body></html>',
].join('\n');

describe('inlineScripts', () => {
  it('finds each script without src, with the UTF-8 length of its text', () => {
    const scripts = inlineScripts(html);
    expect(scripts.map((script) => script.bytes)).toEqual([
      Buffer.byteLength('window.early = "ранний";'),
      '{"a":1}'.length,
      '\ndocument.body.dataset.ready = "1";\n'.length,
    ]);
    expect(html.slice(scripts[0]?.from, scripts[0]?.to)).toBe('<script>window.early = "ранний";</script>');
  });
});

describe('offsetOf', () => {
  it('reads lines and columns from 1', () => {
    expect(offsetOf(html, 1, 1)).toBe(0);
    expect(html.slice(offsetOf(html, 3, 13), offsetOf(html, 3, 19))).toBe('window');
    expect(offsetOf(html, 40, 1)).toBeNaN();
  });
});

describe('inlineScriptAt', () => {
  const scripts = inlineScripts(html);

  it('takes the script whose text starts where the trace says', () => {
    expect(inlineScriptAt(scripts, html, 3, 13)).toBe(scripts[0]);
    expect(inlineScriptAt(scripts, html, 7, 9)).toBe(scripts[2]);
  });

  it('knows no script the HTML does not hold', () => {
    expect(inlineScriptAt(scripts, html, 2, 1)).toBeUndefined();
    expect(inlineScriptAt(scripts, '', 3, 13)).toBeUndefined();
  });
});
