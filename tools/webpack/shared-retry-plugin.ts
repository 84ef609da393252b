import type { Compiler } from 'webpack';

/** The name of webpack's runtime module that loads the shared modules a chunk consumes. */
const consumesRuntime = 'consumes';

/**
 * The lines of that runtime (webpack 5.111) the plugin extends, each with what it adds. `failedModules` holds the
 * shared modules whose code failed to arrive, by id, until a later load brings them.
 */
const extensions: { reads: RegExp; becomes: string }[] = [
  // Beside the starts it remembers, the runtime remembers the failures.
  {
    reads: /\b(var|let|const) startedInstallModules = \{\};/,
    becomes: '$&\n$1 failedModules = {};',
  },
  // A chunk without shared modules of its own still loads the failed ones again…
  {
    reads: /if\(([\w.$]+)\(chunkMapping, chunkId\)\) \{/,
    becomes: 'if($1(chunkMapping, chunkId) || Object.keys(failedModules).length > 0) {',
  },
  // …and a chunk with some loads the failed ones beside its own.
  {
    reads: /chunkMapping\[chunkId\]\.forEach\(/,
    becomes: '(chunkMapping[chunkId] || []).concat(Object.keys(failedModules)).forEach(',
  },
  // A failed module forgets its start and counts as failed, …
  {
    reads: /delete installedModules\[id\];/,
    becomes: '$&\ndelete startedInstallModules[id];\nfailedModules[id] = true;',
  },
  // …until its code arrives.
  {
    reads: /installedModules\[id\] = 0;/,
    becomes: '$&\ndelete failedModules[id];',
  },
];

/**
 * Lets a shared module whose code failed to arrive be loaded again, and with it the shared modules it needs
 * (decision record 033, webpack/webpack#19351), by extending webpack's `consumes` runtime as `extensions` says; a
 * webpack whose runtime reads otherwise stops the build. A module that threw as it ran leaves webpack's cache
 * (`output.strictModuleExceptionHandling`), so the retry runs it again.
 */
export class SharedRetryPlugin {
  apply(compiler: Compiler) {
    compiler.options.output.strictModuleExceptionHandling = true;
    compiler.hooks.thisCompilation.tap(SharedRetryPlugin.name, (compilation) => {
      compilation.hooks.runtimeModule.tap(SharedRetryPlugin.name, (module) => {
        if (module.name !== consumesRuntime) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const code = generate();
          // Without chunks that load shared modules there is no start to forget.
          if (code === null || !code.includes('startedInstallModules')) return code;
          return extensions.reduce((extended, { reads, becomes }) => {
            if (!reads.test(extended)) {
              throw new Error(
                `${SharedRetryPlugin.name}: webpack's "${consumesRuntime}" runtime no longer reads ${reads}; check whether it still keeps a failed shared module's start (webpack/webpack#19351)`,
              );
            }
            return extended.replace(reads, becomes);
          }, code);
        };
      });
    });
  }
}
