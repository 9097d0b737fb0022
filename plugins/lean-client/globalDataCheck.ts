import { createRequire } from 'node:module';
import type { CurrentBundler } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const require = createRequire(__filename);
const { DOCS_LIST_READERS } = require('./global-data-loader.js') as { DOCS_LIST_READERS: readonly string[] };

/** What the check takes from the bundler Docusaurus runs (webpack, or Rspack, which Docusaurus types as webpack). */
type Bundler = Pick<CurrentBundler['instance'], 'Compilation' | 'WebpackError'>;

const NAME = 'lean-client-global-data';

/** The strings of `DOCS_LIST_READERS` that `code` holds: each marks code that reads the docs lists. */
export function docsListReadersIn(code: string): string[] {
  return DOCS_LIST_READERS.filter((marker) => code.includes(marker));
}

/**
 * Fails the browser build when its scripts hold code that reads the docs plugin's lists of docs
 * and sidebars (a navbar doc item, say): `global-data-loader.js` leaves those lists out of the
 * browser's global data, so that code would find nothing.
 */
export function globalDataCheck(bundler: Bundler): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
          () => {
            const readers = compilation
              .getAssets()
              .filter((asset) => asset.name.endsWith('.js'))
              .flatMap((asset) =>
                docsListReadersIn(String(asset.source.source())).map((marker) => `${asset.name} (${marker})`),
              );
            if (readers.length === 0) return;
            compilation.errors.push(
              new bundler.WebpackError(
                `The browser code reads the docs plugin's lists of docs or sidebars, which plugins/lean-client/global-data-loader.js leaves out: ${readers.join(', ')}. Keep the lists for the browser or drop that code.`,
              ),
            );
          },
        );
      });
    },
  };
}
