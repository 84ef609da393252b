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
 * Lets a shared module whose code failed to arrive be loaded again, its own shared modules included (decision record
 * 033). Webpack's runtime forgets the failed module but remembers that its load was started
 * (`startedInstallModules[id]`), so every later load of a chunk that consumes it resolves at once and the module throws
 * its first error until the page is reloaded (webpack/webpack#19351). And a shared module that another shared module
 * needs (Redux Toolkit, which the store imports) is asked for only when the other one's chunk is: the store's chunk
 * counts as loaded, so nothing asked for Redux Toolkit again. This forgets the start, and every later chunk load
 * in the same runtime asks again for each shared module that failed, so «Повторить» brings back a part whatever
 * shared module it missed. A webpack whose runtime reads otherwise stops the build, to be looked at again.
 *
 * A module that imports the shared one threw as it ran, and webpack keeps a module that threw with what it had
 * exported so far (nothing): the build removes such a module from its cache instead
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
