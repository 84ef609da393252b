/*
 * A webpack loader of `npm run dev` for the modules of a text book (`texts/ru.ts`, `texts/uz.ts`, the catalog's
 * `texts/*.ru.ts`…): a saved book takes its own update, so the change does not climb to the modules that import
 * it (none of them can take it, and the page would reload, losing what was typed), and the book is then loaded again
 * and its readers render again (`reloadBooks` in shared-data/site). Production builds never run it.
 */
module.exports = function textBooksHot(source) {
  return `${source}
if (module.hot) {
  module.hot.dispose((data) => {
    data.saved = true;
  });
  module.hot.accept();
  if (module.hot.data && module.hot.data.saved) import('shared-data/site').then((site) => site.reloadBooks());
}
`;
};
