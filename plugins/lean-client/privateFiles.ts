import { createRequire } from 'node:module';

const require = createRequire(__filename);

/**
 * The files inside Docusaurus packages, outside what they export, that the hooks name: the
 * originals the aliases replace, the files `utils-common.js` and `progressBar.ts` import, and the
 * docs' root whose 404 import is swapped. A release may move any of them.
 */
export const PRIVATE_FILES = [
  '@docusaurus/theme-classic/lib/nprogress.js',
  '@docusaurus/theme-classic/lib/nprogress.css',
  '@docusaurus/theme-classic/lib/theme/DocRoot/index.js',
  '@docusaurus/utils-common/lib/applyTrailingSlash.js',
  '@docusaurus/utils-common/lib/stringUtils.js',
  '@docusaurus/utils-common/lib/errorUtils.js',
] as const;

/** Each of `files` resolved; throws, naming every one that no longer resolves, so the build stops. */
export function resolvePrivateFiles<F extends string>(
  owner: string,
  files: readonly F[],
  resolve: (file: string) => string = require.resolve,
): Record<F, string> {
  const resolved = {} as Record<F, string>;
  const missing: string[] = [];
  for (const file of files) {
    try {
      resolved[file] = resolve(file);
    } catch {
      missing.push(file);
    }
  }
  if (missing.length > 0)
    throw new Error(
      `${owner}: these files of Docusaurus packages no longer exist (moved by an upgrade?): ${missing.join(', ')}. Fix the hook that names them or drop it (ARCHITECTURE.md lists them).`,
    );
  return resolved;
}
