import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChunkFiles, chunkFilesName, textsGroupPrefix } from 'shared-data/core';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const consumeSharedType = 'consume-shared-module';
const provideSharedType = 'provide-module';

interface ChunkFilesOptions {
  /**
   * Follow each shared module a group consumes to the chunks of this build's own copy of it. Right for the shell,
   * which provides the shared modules; a remote's own copies stay unloaded while the shell's serve.
   */
  followShared: boolean;
}

/** Writes, for every named chunk group, the JavaScript files it loads, in load order and without repeats. */
export class ChunkFilesPlugin {
  constructor(private readonly options: ChunkFilesOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(ChunkFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ChunkFilesPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          // What the share scope hands out for each key: this build's provided copy, loaded with its own group.
          const provided = new Map<string, ChunkGroup>();
          for (const module of compilation.modules) {
            const block = module.type === provideSharedType ? module.blocks[0] : undefined;
            const group = block && chunkGraph.getBlockChunkGroup(block);
            if (group) provided.set((module as unknown as { _name: string })._name, group);
          }
          const filesOf = (start: ChunkGroup, followShared: boolean) => {
            const files = new Set<string>();
            const seen = new Set<ChunkGroup>();
            const visit = (group: ChunkGroup) => {
              if (seen.has(group)) return;
              seen.add(group);
              for (const chunk of group.chunks) {
                // A development build's hot updates are files of their chunk too, which no page loads by itself.
                for (const file of chunk.files)
                  if (file.endsWith('.js') && !compilation.getAsset(file)?.info.hotModuleReplacement)
                    files.add(file);
              }
              if (!followShared) return;
              for (const module of group.chunks.flatMap((chunk) => consumedIn(compilation, chunk))) {
                const own = provided.get(shareKeyOf(module));
                const fallback = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
                const next = own ?? fallback;
                if (next) visit(next);
              }
            };
            visit(start);
            return [...files];
          };

          const result: ChunkFiles = {
            groups: {},
            consumes: {},
            provides: {},
            copies: {},
            copyConsumes: {},
            copyTexts: {},
          };
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name) continue;
            result.groups[name] = filesOf(group, this.options.followShared);
            const keys = group.chunks.flatMap((chunk) => consumedIn(compilation, chunk).map(shareKeyOf));
            result.consumes[name] = [...new Set(keys)].sort();
          }
          for (const [key, group] of provided) {
            result.provides[key] = filesOf(group, true);
            result.copies[key] = filesOf(group, false);
            const takes = group.chunks.flatMap((chunk) => consumedIn(compilation, chunk).map(shareKeyOf));
            result.copyConsumes[key] = [...new Set(takes)].filter((taken) => taken !== key).sort();
            // The books a copy's modules load on demand are groups of their own, children of the copy's.
            const books = [...group.childrenIterable].flatMap((child) =>
              child.name?.startsWith(textsGroupPrefix) ? [child.name] : [],
            );
            if (result.copyTexts) result.copyTexts[key] = [...new Set(books)].sort();
          }
          const json = JSON.stringify(result, null, 2);
          compilation.emitAsset(chunkFilesName, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

const consumedIn = (compilation: Compilation, chunk: Chunk) =>
  [...compilation.chunkGraph.getChunkModulesIterable(chunk)].filter(
    (module: Module) => module.type === consumeSharedType,
  );

const shareKeyOf = (module: Module) =>
  (module as unknown as { options: { shareKey: string } }).options.shareKey;

/** The chunk files a build wrote. */
export const readChunkFiles = (outDir: string): ChunkFiles =>
  JSON.parse(readFileSync(join(outDir, chunkFilesName), 'utf8')) as ChunkFiles;
