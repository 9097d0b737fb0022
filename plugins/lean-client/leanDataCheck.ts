import type { WebpackPluginInstance } from 'webpack';
import { scriptCheck, type Bundler } from './scriptCheck';

/**
 * What each loader leaves out, as it reads in a built script when the loader did not run: a key
 * of the site config only the build reads, a plugin in the site metadata, a docs sidebar in the
 * global data, a module path of the route registry (every route's data is a `@generated/` module).
 */
export const LEFT_OUT_MARKERS = [
  { loader: 'site-config-loader.js', marker: '"ssrTemplate":' },
  { loader: 'site-metadata-loader.js', marker: '"pluginVersions":{"' },
  { loader: 'global-data-loader.js', marker: '"sidebars":{"' },
  { loader: 'registry-loader.js', marker: '"@generated/' },
] as const;

/** The loaders whose left-out data `code` still holds. */
export function unleanedDataIn(code: string): string[] {
  return LEFT_OUT_MARKERS.filter(({ marker }) => code.includes(marker)).map(({ loader }) => loader);
}

/**
 * Fails the browser build when a script still holds what a loader leaves out: the loader did not
 * run on its module (a rule that no longer matches, or a bundler cache that kept an earlier
 * module), and the bytes it saves would ship unnoticed.
 */
export function leanDataCheck(bundler: Bundler): WebpackPluginInstance {
  return scriptCheck(bundler, 'lean-client-lean-data', (scripts) => {
    const unleaned = scripts.flatMap(({ name, code }) => unleanedDataIn(code).map((loader) => `${name} (${loader})`));
    return unleaned.length === 0
      ? null
      : `The browser's scripts hold data that plugins/lean-client's loaders leave out, so a loader did not run: ${unleaned.join(', ')}. Check its rule in plugins/lean-client/index.ts, or build without the persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE=true).`;
  });
}
