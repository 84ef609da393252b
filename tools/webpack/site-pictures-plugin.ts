import { readFileSync } from 'node:fs';
import { linkPreviewsName } from 'shared-data/core';
import type { Compiler } from 'webpack';
import { type BuiltFiles, linkPreviewFiles } from '../link-preview-files';
import { siteIconFilesOf } from '../site-icons';

/**
 * Adds the shell's pictures to its build as webpack assets, so that a rebuild under `npm run dev` (which cleans the
 * output folder) keeps them: the link preview pictures with their list, the SVG icon as it is, the icons drawn from it
 * and the web manifest. They are rendered once per process.
 */
export class SitePicturesPlugin {
  private rendered: Promise<BuiltFiles> | undefined;

  constructor(private readonly options: { iconFile: string }) {}

  private files() {
    this.rendered ??= (async () => {
      const { files, previews } = await linkPreviewFiles();
      const icons = await siteIconFilesOf(readFileSync(this.options.iconFile, 'utf8'));
      return new Map<string, Uint8Array>([
        ...files,
        ...icons,
        [linkPreviewsName, new TextEncoder().encode(JSON.stringify(previews))],
      ]);
    })();
    return this.rendered;
  }

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(SitePicturesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: SitePicturesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [file, bytes] of await this.files()) {
            compilation.emitAsset(file, new sources.RawSource(Buffer.from(bytes)));
          }
        },
      );
    });
  }
}
