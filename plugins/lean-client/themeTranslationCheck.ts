import { createRequire } from 'node:module';
import type { CurrentBundler } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const require = createRequire(__filename);
const { usedThemeIds, unlistedIds } = require('./theme-translations.js') as {
  usedThemeIds: (code: string) => Set<string>;
  unlistedIds: (used: Set<string>) => string[];
};

/** What the check takes from the bundler Docusaurus runs (webpack, or Rspack, which Docusaurus types as webpack). */
type Bundler = Pick<CurrentBundler['instance'], 'Compilation' | 'WebpackError'>;

const NAME = 'lean-client-theme-translations';

/**
 * Fails the browser build when its scripts use a theme string that theme-translation-ids.json
 * does not list: the loader would have left its translation out, and the browser would show the
 * theme's English text.
 */
export function themeTranslationCheck(bundler: Bundler): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
          () => {
            const used = new Set<string>();
            for (const asset of compilation.getAssets()) {
              if (!asset.name.endsWith('.js')) continue;
              for (const id of usedThemeIds(String(asset.source.source()))) used.add(id);
            }
            const missing = unlistedIds(used);
            if (missing.length === 0) return;
            compilation.errors.push(
              new bundler.WebpackError(
                `The browser code uses theme strings that plugins/lean-client/theme-translation-ids.json does not list: ${missing.join(', ')}. Add them there.`,
              ),
            );
          },
        );
      });
    },
  };
}
