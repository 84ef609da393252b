/*
 * `npm run dev`: the script every page of a remote loads first, from the remote's dev server (`page-reloads.ts`). A
 * saved component is swapped in the open page by React Refresh where the page runs its code: in its islands, and in
 * pages that hydrate whole. What a page shows outside its islands only the server renders, so when a save changes that
 * part of the open page, its remote says so once the page is rendered again, and the page reloads. The open stream
 * also tells the remote that one of its pages is open, so it compiles each save at once. A save to the shell's server
 * restarts it: the page reloads once it answers again.
 *
 * The paths of both streams come with the script's address (`pageReloadsScriptUrl`).
 */
const script = new URL(document.currentScript.src);
const events = new EventSource(new URL(script.searchParams.get('pages'), script));
events.addEventListener('pages', (event) => {
  const paths = JSON.parse(event.data);
  if (paths.includes(window.location.pathname)) window.location.reload();
});

// From the page's own origin: the shell's.
const shell = new EventSource(script.searchParams.get('shell'));
let opened = false;
shell.addEventListener('open', () => {
  if (opened) window.location.reload();
  opened = true;
});
