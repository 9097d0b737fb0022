import type { CurrentBundler } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'lean-client-layout-groups';

/** What the check takes from the bundler Docusaurus runs (webpack, or Rspack, which Docusaurus types as webpack). */
type Bundler = Pick<CurrentBundler['instance'], 'WebpackError'>;

/**
 * The sources among `groups` that no module of the build matches: what `splitChunks` tests a
 * group's pattern against is a module's `nameForCondition()` (its file), so this is the very test.
 */
export function unmatchedSources(
  groups: Readonly<Record<string, readonly string[]>>,
  moduleFiles: readonly string[],
  pattern: (sources: readonly string[]) => RegExp,
): string[] {
  return Object.entries(groups).flatMap(([group, sources]) =>
    sources
      .filter((source) => !moduleFiles.some((file) => pattern([source]).test(file)))
      .map((source) => `${group}: ${source}`),
  );
}

/**
 * Fails the browser build when a route layout group names a file that no module of the build is:
 * an upgrade of Docusaurus or MDX that moved or renamed one would otherwise leave it silently in a
 * chunk of its own (a request more on every page).
 */
export function layoutGroupCheck(
  bundler: Bundler,
  groups: Readonly<Record<string, readonly string[]>>,
  pattern: (sources: readonly string[]) => RegExp,
): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.finishModules.tap(NAME, (modules) => {
          const files = [...modules].flatMap((module) => module.nameForCondition() ?? []);
          const unmatched = unmatchedSources(groups, files, pattern);
          if (unmatched.length === 0) return;
          compilation.errors.push(
            new bundler.WebpackError(
              `plugins/lean-client: these route layout sources match no module of the build (moved by an upgrade?): ${unmatched.join(', ')}. Update ROUTE_LAYOUT_SOURCES.`,
            ),
          );
        });
      });
    },
  };
}
