/** A module fetched on first use: `load` fetches it once, `ifLoaded` gives it once it has arrived. */
export interface LoadOnce<Module> {
  /** Resolves with the module; a failed load is forgotten, so the next call tries again. */
  load: () => Promise<Module>;
  ifLoaded: () => Module | undefined;
}

/** Wraps a dynamic `import()` so that the module is fetched once and kept. */
export function loadOnce<Module>(importModule: () => Promise<Module>): LoadOnce<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const load = () => {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, ifLoaded: () => loaded };
}
