import { remoteNames } from '../config/remotes';
import { languages, pathIn } from '../routes/languages';
import { paths } from '../routes/site-paths';
import { appElements, headTemplate, visitorState } from './page-contract';

test('the ambassador’s pages the early script knows are the routes’ own, in every language', () => {
  expect(visitorState.ambassadorPaths).toEqual(
    languages.map((language) => pathIn(language, paths.ambassador)),
  );
});

describe('headTemplate', () => {
  it.each([
    ['afterPaint', 'data-after-paint'],
    ['afterLoad', 'data-after-load'],
    ['onIntent', 'data-on-intent'],
  ] as const)(
    'holds the links in one template the early script finds by its attribute (%s)',
    (moment, attribute) => {
      const links = [
        '<link rel="preload" href="/a.js" as="script" />',
        '<link rel="preload" href="/b.js" as="script" />',
      ];
      const template = document.createElement('template');
      document.head.innerHTML = headTemplate(moment, links);
      const found = document.head.querySelectorAll<HTMLTemplateElement>(`template[${attribute}]`);
      expect(found).toHaveLength(1);
      template.innerHTML = links.join('');
      expect(found[0]?.innerHTML).toBe(template.innerHTML);
    },
  );

  it('is nothing for no links', () => {
    expect(headTemplate('afterLoad', [])).toBe('');
  });
});

describe('appElements', () => {
  it("gives every remote its empty element, or its page's markup marked with the path it shows", () => {
    document.body.innerHTML = appElements();
    expect([...document.body.children].map((element) => element.outerHTML)).toEqual(
      remoteNames.map((name) => `<div id="app-${name}"></div>`),
    );
    document.body.innerHTML = appElements({
      app: 'digital-app',
      path: '/digital?a=1&b="2"',
      html: '<h1>Digital</h1>',
    });
    const rendered = document.getElementById('app-digital-app');
    expect(rendered?.getAttribute('data-rendered-path')).toBe('/digital?a=1&b="2"');
    expect(rendered?.innerHTML).toBe('<h1>Digital</h1>');
    expect(document.querySelectorAll('[data-rendered-path]')).toHaveLength(1);
  });
});
