import type { PageHead } from './page-head';

/** The head of the 404 page: nothing to list or to link as canonical. */
export const notFoundHead: PageHead = {
  meta: { title: 'Страница не найдена', description: 'Такой страницы нет на сайте.', keywords: [] },
  noindex: true,
};

/** Server-rendered 404 body; the shell renders the same page once its scripts run. */
export const notFoundBody =
  '<main><section aria-labelledby="shell-page-title"><h1 id="shell-page-title">Oops! Page not found</h1>' +
  '<p>Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.</p>' +
  '<a href="/">Вернуться на главную</a></section></main>';
