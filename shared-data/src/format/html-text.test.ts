import { escapeAttribute, escapeHtml, scriptJson } from './html-text';

describe('escapeHtml', () => {
  it('escapes every character that could end a text or a quoted attribute, and only those', () => {
    expect(escapeHtml(`Лола "Л" & <b>'Азиз'</b>`)).toBe(
      'Лола &quot;Л&quot; &amp; &lt;b&gt;&#39;Азиз&#39;&lt;/b&gt;',
    );
    expect(escapeHtml('Скидка 15% — до 31.08 😀')).toBe('Скидка 15% — до 31.08 😀');
  });

  it('escapes an ampersand once, even before what looks like an entity', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });
});

describe('escapeAttribute', () => {
  it('escapes the ampersand and the double quote of a URL, and leaves the rest as written', () => {
    expect(escapeAttribute('/pricing/"x&y?a=<b>\'')).toBe("/pricing/&quot;x&amp;y?a=<b>'");
  });
});

describe('scriptJson', () => {
  it('gives JSON that no text inside can close its script element with, and that reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', n: 1 };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
