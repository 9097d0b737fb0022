import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

type WebpackPlugin = NonNullable<Configuration['plugins']>[number];

/** Where the docs' root (DocRoot) lives in the classic theme: its 404 import is made lazy. */
const DOC_ROOT_DIR = path.join('theme-classic', 'lib', 'theme', 'DocRoot');

type ReplacedResource = { request: string; context: string };

/**
 * Keeps code the pages do not run out of the chunks they load, with the same behaviour:
 * `@docusaurus/utils-common` resolves to its own files without its index's tslib import, and
 * the docs' root loads its 404 content only when it shows it.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack: (_config, _isServer, { currentBundler }) => {
      const { NormalModuleReplacementPlugin } = currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (
          request: RegExp,
          replace: (resource: ReplacedResource) => void,
        ) => WebpackPlugin;
      };
      return {
        resolve: { alias: { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.js') } },
        plugins: [
          new NormalModuleReplacementPlugin(/^@theme\/NotFound\/Content$/, (resource) => {
            if (resource.context.includes(DOC_ROOT_DIR)) resource.request = path.join(__dirname, 'NotFoundContent.tsx');
          }),
        ],
      };
    },
  };
}
