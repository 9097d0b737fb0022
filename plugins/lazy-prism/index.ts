import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { hookTargetCheck } from '../lean-client/hookTargetCheck';
import { resolvePrivateFiles } from '../lean-client/privateFiles';

/** The classic theme's client module that adds `prism.additionalLanguages`, a file of its `lib/`. */
const THEME_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';

/**
 * The classic theme registers a client module that loads Prism and its language loader into
 * every page's main bundle (about 25 KiB gzip), to add `prism.additionalLanguages`. We add
 * none, and only the style guide shows code, so that module is replaced by an empty one: code
 * blocks still highlight with prism-react-renderer's own languages, loaded with the CodeBlock.
 * The build stops when the theme's file is gone, or when the browser build still holds it or not
 * the empty one (the theme registers it some other way).
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as { additionalLanguages?: string[] } | undefined;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'lazy-prism: themeConfig.prism.additionalLanguages would be dropped; remove this plugin to use them.',
    );
  }
  const themeModule = resolvePrivateFiles('plugins/lazy-prism', [THEME_MODULE])[THEME_MODULE];
  const empty = path.join(__dirname, 'no-languages.js');
  return {
    name: 'lazy-prism',
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      resolve: { alias: { [themeModule]: empty } },
      plugins: isServer
        ? []
        : [
            hookTargetCheck(currentBundler.instance, 'plugins/lazy-prism', [
              { hook: 'the empty Prism module', present: /[\\/]lazy-prism[\\/]no-languages\.js$/ },
              {
                hook: "the theme's Prism module",
                absent: /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              },
            ]),
          ],
    }),
  };
}
