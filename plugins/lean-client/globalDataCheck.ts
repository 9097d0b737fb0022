import { createRequire } from 'node:module';
import type { WebpackPluginInstance } from 'webpack';
import { scriptCheck, type Bundler } from './scriptCheck';

const require = createRequire(__filename);
const { DOCS_LIST_READERS } = require('./global-data-loader.js') as { DOCS_LIST_READERS: readonly string[] };

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
  return scriptCheck(bundler, 'lean-client-global-data', (scripts) => {
    const readers = scripts.flatMap(({ name, code }) => docsListReadersIn(code).map((marker) => `${name} (${marker})`));
    return readers.length === 0
      ? null
      : `The browser code reads the docs plugin's lists of docs or sidebars, which plugins/lean-client/global-data-loader.js leaves out: ${readers.join(', ')}. Keep the lists for the browser or drop that code.`;
  });
}
