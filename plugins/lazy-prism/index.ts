import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * The classic theme registers a client module that loads Prism and its language loader into
 * every page's main bundle (about 30 KiB on the wire), to add `prism.additionalLanguages`. We add
 * none, and only the style guide shows code, so that module is replaced by an empty one: code
 * blocks still highlight with prism-react-renderer's own languages, loaded with the CodeBlock.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as { additionalLanguages?: string[] } | undefined;
  if (prism?.additionalLanguages?.length) {
    throw new Error(
      'lazy-prism: themeConfig.prism.additionalLanguages would be dropped; remove this plugin to use them.',
    );
  }
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'lazy-prism',
    configureWebpack: () => ({
      resolve: { alias: { [themeModule]: path.join(__dirname, 'no-languages.js') } },
    }),
  };
}
