import type { CurrentBundler } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** What a check takes from the bundler Docusaurus runs (webpack, or Rspack, which Docusaurus types as webpack). */
export type Bundler = Pick<CurrentBundler['instance'], 'Compilation' | 'WebpackError'>;

/** One script of the build: its file name and its code. */
export type Script = { name: string; code: string };

/**
 * A plugin that reads every script the browser build wrote, once they are final, and fails the
 * build with the message `problemIn` returns (null when all is well).
 */
export function scriptCheck(
  bundler: Bundler,
  name: string,
  problemIn: (scripts: Script[]) => string | null,
): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
          const scripts = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.js'))
            .map((asset) => ({ name: asset.name, code: String(asset.source.source()) }));
          const problem = problemIn(scripts);
          if (problem !== null) compilation.errors.push(new bundler.WebpackError(problem));
        });
      });
    },
  };
}
