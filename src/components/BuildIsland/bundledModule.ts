/** The bundler's module table and require (webpack and Rspack name them alike); absent outside a bundle, as in tests. */
declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;

export type ModuleId = string | number;

/**
 * A module that is part of a code-split chunk, read synchronously when the bundle already holds
 * it: webpack's documented check for universal rendering (`require.resolveWeak` gives the id
 * without bundling the module, `__webpack_modules__` says whether it has been loaded), the one
 * Docusaurus's route registry and react-loadable make. The server's bundle loads a chunk in the
 * same call that asks for it, so `load` there makes the module present at once; in the browser
 * it is present once its chunk has come. Outside a bundle: undefined.
 */
export function bundledModule<M>(id: () => ModuleId, load?: () => Promise<unknown>): M | undefined {
  if (typeof __webpack_modules__ === 'undefined') return undefined;
  const key = id();
  if (!(key in __webpack_modules__) && load) load().catch(() => undefined);
  return key in __webpack_modules__ ? (__webpack_require__(key) as M) : undefined;
}

/** Whether this code runs inside a bundle (not in tests). */
export const insideBundle = () => typeof __webpack_modules__ !== 'undefined';
