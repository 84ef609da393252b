/*
 * `react-refresh/runtime` as every app's development build sees it (an alias in tools/webpack/create-config.ts).
 *
 * React Refresh keeps its components' families in its runtime and reaches React through the page's global hook, so a
 * page needs one runtime for all of its apps: the first build to load keeps its copy on the page and the others take
 * that one. The apps' module ids repeat across builds (`./src/app.tsx` is in each), so each build registers its
 * components under its own name (`__REFRESH_APP__`, defined per build), or a remote's App would replace the shell's.
 */
const page = globalThis;
if (!page.__siteRefreshRuntime) page.__siteRefreshRuntime = require('react-refresh');
const runtime = page.__siteRefreshRuntime;

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${__REFRESH_APP__} ${id}`),
  getFamilyByID: (id) => runtime.getFamilyByID(`${__REFRESH_APP__} ${id}`),
};
