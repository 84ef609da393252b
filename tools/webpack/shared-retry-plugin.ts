import type { Compiler } from 'webpack';

/** The name of webpack's runtime module that loads the shared modules a chunk consumes. */
const consumesRuntime = 'consumes';

/** What that runtime does when a shared module's code failed to load: it forgets the module (webpack 5.111). */
const forgetsTheModule = 'delete installedModules[id];';

/**
 * Lets a shared module whose code failed to arrive be loaded again. Webpack's runtime forgets the failed module but
 * remembers that its load was started (`startedInstallModules[id]`), so every later load of a chunk that consumes it
 * resolves at once and the module throws its first error until the page is reloaded (webpack/webpack#19351): a
 * «Повторить» after a network blip could not bring back a part that needs it (decision record 033, which also says
 * what this leaves open: a shared module whose own shared dependency failed). This forgets the start too. A webpack whose runtime reads otherwise stops the build, to be looked at
 * again.
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
          if (!code.includes(forgetsTheModule)) {
            throw new Error(
              `${SharedRetryPlugin.name}: webpack's "${consumesRuntime}" runtime no longer reads "${forgetsTheModule}"; check whether it still keeps a failed shared module's start (webpack/webpack#19351)`,
            );
          }
          return code.replace(forgetsTheModule, `${forgetsTheModule}\ndelete startedInstallModules[id];`);
        };
      });
    });
  }
}
