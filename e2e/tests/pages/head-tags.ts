/** Reading a page's head from its raw HTML, as a crawler or a link preview does: no browser, no scripts. */

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

type Attributes = Record<string, string>;

/** The attributes of every `<meta>` and `<link>` tag of the document's head. */
function headTags(html: string): { name: 'meta' | 'link'; attributes: Attributes }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<(meta|link)\b([^>]*)>/gi)].map((tag) => ({
    name: tag[1]?.toLowerCase() as 'meta' | 'link',
    attributes: Object.fromEntries(
      [...(tag[2] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((pair) => [
        pair[1]?.toLowerCase(),
        decode(pair[2] ?? ''),
      ]),
    ),
  }));
}

/** The contents of every tag whose key attribute (`name`, `property`, `rel`) has the given value. */
export function contentsOf(html: string, key: 'name' | 'property' | 'rel', value: string): string[] {
  return headTags(html)
    .filter((tag) => tag.attributes[key] === value)
    .map((tag) => tag.attributes[tag.name === 'link' ? 'href' : 'content'] ?? '');
}

export const titles = (html: string) =>
  [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1] ?? ''));

const sampleId = 'demo-sample-42';

/** The words in Cyrillic script a text holds, each once. */
export const cyrillicWords = (text: string) => [
  ...new Set(text.match(/[\p{Script=Cyrillic}][\p{L}-]*/gu) ?? []),
];

/** A route's path with a sample id for each parameter: an id no ambassador stands behind. */
export const examplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, sampleId);
