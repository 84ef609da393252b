import { isBuiltin } from 'node:module';
import { relative } from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';
import { type BundledModule, bundlePackagesName, listBundlePackages, packageOf } from '../bundle-packages';
import { repoRoot } from './shared-modules';

/** The file of a module from the repository's root, `node:<name>` for a built-in; nothing for webpack's own modules. */
function modulePath(module: Module, root: string): string | undefined {
  const request = (module as { request?: unknown }).request;
  if (module.type.startsWith('javascript/') && typeof request === 'string' && isBuiltin(request))
    return `node:${request.replace(/^node:/, '')}`;
  const file = module.nameForCondition();
  return file ? relative(root, file) : undefined;
}

/** Every module a chunk of the build carries, the parts of concatenated ones each on its own. */
function bundledModules(compilation: Compilation): Set<Module> {
  const modules = new Set<Module>();
  const add = (module: Module) => {
    const inner = (module as { modules?: Iterable<Module> }).modules;
    // A concatenated module goes by its first part's file but has no issuer: its parts are listed instead.
    if (inner) for (const part of inner) add(part);
    else modules.add(module);
  };
  for (const chunk of compilation.chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
  return modules;
}

/**
 * Writes `bundle-packages.json`: the npm packages of the build's browser scripts, each with who imports it and the
 * chain of files that reaches it (`npm test` fails when one is a server package).
 */
export class BundlePackagesPlugin {
  /** `root`: the folder paths are written from, the repository's by default. */
  constructor(
    private readonly bundle: string,
    private readonly root = repoRoot,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(BundlePackagesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: BundlePackagesPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { moduleGraph } = compilation;
          const pathOf = (module: Module) => modulePath(module, this.root);
          // The files behind a module; through webpack's own modules (shared, consumed, exposed) to the files they serve.
          const filesBehind = (module: Module, seen = new Set<Module>()): string[] => {
            const path = pathOf(module);
            if (path) return [path];
            if (seen.has(module)) return [];
            seen.add(module);
            const origins = [...moduleGraph.getIncomingConnections(module)].flatMap((connection) =>
              connection.originModule ? [connection.originModule] : [],
            );
            // A module the federation config provides to the share scope is imported by no file of the build.
            if (origins.length === 0 && module.type === 'provide-module') return ['(share scope)'];
            return origins.flatMap((origin) => filesBehind(origin, seen));
          };
          const byPath = new Map<string, Module>();
          const modules: BundledModule[] = [];
          for (const module of bundledModules(compilation)) {
            const path = pathOf(module);
            if (!path || byPath.has(path)) continue;
            byPath.set(path, module);
            // An import of a module that only re-exports is moved to the module it re-exports from: when that is
            // another package's, the importer is the re-exporting one (`@sentry/browser` for `@sentry/core`).
            const importers = [...moduleGraph.getIncomingConnections(module)].flatMap((connection) => {
              const named = connection.resolvedModule && pathOf(connection.resolvedModule);
              if (named && packageOf(named) !== packageOf(path)) return [named];
              return connection.originModule ? filesBehind(connection.originModule) : [];
            });
            modules.push({ path, importers: [...new Set(importers)] });
          }
          const moduleAt = new Map<string, Module>(byPath);
          for (const module of compilation.modules) {
            const path = (module as { modules?: unknown }).modules ? undefined : pathOf(module);
            if (path && !moduleAt.has(path)) moduleAt.set(path, module);
          }
          const parentOf = (path: string) => {
            const module = moduleAt.get(path);
            let issuer = module && moduleGraph.getIssuer(module);
            while (issuer && !pathOf(issuer)) issuer = moduleGraph.getIssuer(issuer);
            return issuer ? pathOf(issuer) : undefined;
          };
          const report = [listBundlePackages(this.bundle, modules, parentOf, this.root)];
          compilation.emitAsset(
            bundlePackagesName,
            new compiler.webpack.sources.RawSource(JSON.stringify(report, null, 2)),
          );
        },
      );
    });
  }
}
