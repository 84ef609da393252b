import type { Compiler } from 'webpack';

interface SharedEntry {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

interface FederationManifestOptions {
  /** The remote's federation name, also its global container name. */
  name: string;
  /** The file its container is in. */
  remoteEntry: string;
  /** Exposed module → its chunk group's name. */
  exposes: Record<string, string>;
  shared: Record<string, SharedEntry>;
  releaseId: string;
  /** The manifest's file name. */
  fileName: string;
}

/**
 * Writes a remote's federation manifest in Module Federation's documented shape, with the parts the site uses: the
 * container's file and global name, the release, the exposed modules and the shared modules with the versions this
 * build offers. The registry names its URL and the remote's other files are found beside it (decision record 001);
 * webpack's own federation plugin writes none.
 */
export class FederationManifestPlugin {
  constructor(private readonly options: FederationManifestOptions) {}

  apply(compiler: Compiler) {
    const { name, remoteEntry, exposes, shared, releaseId, fileName } = this.options;
    compiler.hooks.thisCompilation.tap(FederationManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: FederationManifestPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const manifest = {
            id: name,
            name,
            metaData: {
              name,
              type: 'app',
              buildInfo: { buildVersion: releaseId, buildName: name },
              remoteEntry: { name: remoteEntry, path: '', type: 'global' },
              globalName: name,
              publicPath: 'auto',
            },
            shared: Object.entries(shared).map(([key, entry]) => ({
              id: `${name}:${key}`,
              name: key,
              version: entry.version,
              singleton: entry.singleton,
              requiredVersion: entry.requiredVersion,
            })),
            remotes: [],
            exposes: Object.entries(exposes).map(([path, group]) => ({
              id: `${name}:${path.replace(/^\.\//, '')}`,
              name: path.replace(/^\.\//, ''),
              path,
              assets: {
                js: { sync: compilation.namedChunkGroups.get(group)?.getFiles().filter(isScript) ?? [] },
              },
            })),
          };
          compilation.emitAsset(
            fileName,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

const isScript = (file: string) => file.endsWith('.js');
