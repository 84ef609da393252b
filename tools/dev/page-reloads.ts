import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type DefaultTreeAdapterMap, parseFragment, serialize } from 'parse5';
import { islandIdAttribute, type PrerenderFile } from 'shared-data/core';
import type { Middleware } from 'webpack-dev-server';
import { repoRoot } from '../webpack/shared-modules';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Where a remote's dev server tells its open pages that their server render changed outside their islands. */
export const pageEventsPath = '/__pages';

/** Where the shell's dev server holds a stream open to each page, which a restart of the server drops. */
export const shellEventsPath = '/__shell';

/** The script each page of a remote loads first in `npm run dev`, from the remote's dev server. */
const pageReloadsScript = '/__page-reloads.js';

/**
 * The address of that script on the dev server at `origin`: the two streams' paths go with it, so that these
 * constants alone name them.
 */
export function pageReloadsScriptUrl(origin: string): string {
  const url = new URL(pageReloadsScript, origin);
  url.searchParams.set('pages', pageEventsPath);
  url.searchParams.set('shell', shellEventsPath);
  return url.href;
}

const isElement = (node: Node): node is DefaultTreeAdapterMap['element'] => 'tagName' in node;

/**
 * A server-rendered page's markup without what its islands render: the part no script of the page ever re-renders,
 * which only a new server render (and a reload) can change. Null for a page without islands, which hydrates whole.
 */
export function staticPartOf(html: string): string | null {
  const fragment = parseFragment(html);
  let islands = 0;
  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!isElement(node)) continue;
      if (node.attrs.some((attr) => attr.name === islandIdAttribute)) {
        islands += 1;
        node.childNodes = [];
        node.attrs = node.attrs.filter((attr) => attr.name === islandIdAttribute);
      } else visit(node);
    }
  };
  visit(fragment);
  return islands > 0 ? serialize(fragment) : null;
}

/** The paths whose markup outside islands differs between two renders of a remote's pages. */
export function pagesChangedOutsideIslands(
  before: PrerenderFile['pages'],
  after: PrerenderFile['pages'],
): string[] {
  return Object.keys(after).filter((path) => {
    const earlier = before[path];
    const later = after[path];
    if (!earlier || !later) return false;
    const staticNow = staticPartOf(later.html);
    return staticNow !== null && staticNow !== staticPartOf(earlier.html);
  });
}

/**
 * The pages' script (`tools/dev/page-reloads-client.js`) and the event stream it opens: `send(paths)` tells each open
 * page the paths to reload; `open()` counts the pages open, and `onOpenChange` hears when that count changes.
 */
export function pageEvents(onOpenChange: () => void = () => undefined) {
  const listeners = new Set<ServerResponse>();
  const script = readFileSync(join(repoRoot, 'tools/dev/page-reloads-client.js'), 'utf8');
  const middlewares: Middleware[] = [
    {
      name: 'page-reloads-script',
      path: pageReloadsScript,
      middleware: (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        response.end(script);
      },
    },
    {
      name: 'page-events',
      path: pageEventsPath,
      middleware: (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        });
        response.write(': open\n\n');
        listeners.add(response);
        onOpenChange();
        response.on('close', () => {
          listeners.delete(response);
          onOpenChange();
        });
      },
    },
  ];
  const send = (paths: readonly string[]) => {
    for (const response of listeners) response.write(`event: pages\ndata: ${JSON.stringify(paths)}\n\n`);
  };
  return { middlewares, send, open: () => listeners.size };
}
