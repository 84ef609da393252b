import type { PrerenderFile } from 'shared-data/core';
import {
  pageEventsPath,
  pageReloadsScriptUrl,
  pagesChangedOutsideIslands,
  shellEventsPath,
  staticPartOf,
} from './page-reloads';

const island = (id: string, inside: string) =>
  `<div data-island="ConsultationSectionForm" data-island-props="{&quot;a&quot;:1}" data-island-id="${id}"><form>${inside}</form></div>`;
const page = (heading: string, label: string) =>
  `<main><h2 class="css-1">${heading}</h2>${island('i1', `<label>${label}</label><input name="name">`)}<p>Текст</p></main>`;
const pages = (html: string): PrerenderFile['pages'] => ({ '/service': { html, css: '' } });

describe('page reloads of npm run dev', () => {
  it("keeps a page's markup but what its islands render", () => {
    const part = staticPartOf(page('Что рассказать о проекте', 'Имя'));
    expect(part).toBe(
      '<main><h2 class="css-1">Что рассказать о проекте</h2><div data-island-id="i1"></div><p>Текст</p></main>',
    );
  });

  it('has no such part for a page without islands, which hydrates whole', () => {
    expect(staticPartOf('<main><h1>Тарифы</h1><button>Рассчитать</button></main>')).toBeNull();
  });

  it('reloads a page whose server-rendered part changed, and not one whose change is inside an island', () => {
    const before = pages(page('Что рассказать о проекте', 'Имя'));
    expect(pagesChangedOutsideIslands(before, pages(page('Что рассказать о вашем проекте', 'Имя')))).toEqual([
      '/service',
    ]);
    expect(pagesChangedOutsideIslands(before, pages(page('Что рассказать о проекте', 'Ваше имя')))).toEqual(
      [],
    );
    expect(pagesChangedOutsideIslands(before, before)).toEqual([]);
  });

  it('reloads nothing for a page that hydrates whole, or that is new', () => {
    const whole = pages('<main><h1>Тарифы</h1></main>');
    expect(pagesChangedOutsideIslands(whole, pages('<main><h1>Цены</h1></main>'))).toEqual([]);
    expect(pagesChangedOutsideIslands({}, pages(page('Новая', 'Имя')))).toEqual([]);
  });

  it("gives the pages' script the paths of both streams with its address, on the remote's dev server", () => {
    const url = new URL(pageReloadsScriptUrl('http://localhost:3001/mf-manifest.json'));
    expect(url.origin).toBe('http://localhost:3001');
    expect(url.pathname).toBe('/__page-reloads.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pages: pageEventsPath, shell: shellEventsPath });
  });
});
