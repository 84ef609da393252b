import type { Island, IslandProps, IslandRegistry } from 'shared-ui';
import * as sharedIslands from '../islands';

/**
 * A remote's islands by name, from its module of island declarations (`import * as islands from './islands'`),
 * with shared-ui's own (the header's menu, the consultation form), which every page may show.
 */
export function islandRegistry(...groups: Record<string, unknown>[]): IslandRegistry {
  const registry = new Map<string, Island<IslandProps>>();
  for (const group of [sharedIslands, ...groups])
    for (const value of Object.values(group)) {
      const candidate = value as Partial<Island<IslandProps>>;
      if (typeof value === 'function' && typeof candidate.islandName === 'string')
        registry.set(candidate.islandName, value as Island<IslandProps>);
    }
  return registry;
}
