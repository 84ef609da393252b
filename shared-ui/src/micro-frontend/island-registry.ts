import type { Island, IslandProps, IslandRegistry } from 'shared-ui';
import * as sharedIslands from '../islands';

/** What every island is, whatever its props. */
type AnyIsland = Pick<Island<IslandProps>, 'islandName' | 'store' | 'firstScreen' | 'inDialog'>;

/** A module of island declarations, `import * as islands from './islands'`: every export is an island. */
export type IslandDeclarations = Readonly<Record<string, AnyIsland>>;

/**
 * Every island a remote's pages may show, by name: the islands its `src/islands.ts` declares, one statement each,
 * and shared-ui's own (`shared-ui/src/islands.ts`: the header's menu, the consultation form), which every page may
 * show. The remote's definition gives it as `islands: islandRegistry(islands)`; a remote without islands (the team's
 * inbox) gives none, and its pages render whole.
 *
 * This is the one list of islands, and it names no page:
 * - which islands a page has is what its render meets: the server collects them as it renders the page and names
 *   their chunks in the page's HTML, and the browser hydrates the elements it finds in that markup;
 * - what an island needs before it hydrates is read from its markup by the entries its code imports
 *   (`needBeforeHydration`: `shared-ui/forms` asks for the form kit when the markup shows a form); for an island
 *   declared `firstScreen` the server names that need in the page's HTML as well.
 */
export function islandRegistry(islands: IslandDeclarations = {}): IslandRegistry {
  const registry = new Map<string, Island<IslandProps>>();
  for (const island of [...Object.values<AnyIsland>(sharedIslands), ...Object.values(islands)]) {
    // An island's name is its chunk's name too: two of one name would load each other's code.
    if (registry.has(island.islandName)) throw new Error(`Two islands are named ${island.islandName}`);
    registry.set(island.islandName, island as unknown as Island<IslandProps>);
  }
  return registry;
}
