import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from 'shared-data/site';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the runtime config (contacts, functions URL, promo end) available to every component below. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime config of the page; throws when no RuntimeConfigProvider is above. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it');
  return config;
}
