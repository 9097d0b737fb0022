import type { CurrentBundler } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'lean-client-hook-targets';

/** What the check takes from the bundler Docusaurus runs (webpack, or Rspack, which Docusaurus types as webpack). */
type Bundler = Pick<CurrentBundler['instance'], 'WebpackError'>;

/**
 * What a hook acts on, named by the files of the modules it touches: `present` must be a module of
 * the build (the generated file a loader rewrites, the stand-in an alias points to), `absent` must
 * not (the original an alias replaces). A hook whose target moved would otherwise do nothing and
 * ship the bytes it saves, with no error.
 */
export type HookTarget = { hook: string; present?: RegExp; absent?: RegExp };

/** One line per target the modules' files break. */
export function missedTargets(targets: readonly HookTarget[], moduleFiles: readonly string[]): string[] {
  return targets.flatMap(({ hook, present, absent }) => [
    ...(present && !moduleFiles.some((file) => present.test(file)) ? [`${hook}: no module matches ${present}`] : []),
    ...(absent
      ? moduleFiles.filter((file) => absent.test(file)).map((file) => `${hook}: ${file} is still bundled`)
      : []),
  ]);
}

/** Fails the browser build when a hook of `targets` acts on nothing or lets its original through. */
export function hookTargetCheck(
  bundler: Bundler,
  owner: string,
  targets: readonly HookTarget[],
): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.finishModules.tap(NAME, (modules) => {
          const files = [...modules].flatMap((module) => module.nameForCondition() ?? []);
          const missed = missedTargets(targets, files);
          if (missed.length === 0) return;
          compilation.errors.push(
            new bundler.WebpackError(
              `${owner}: a hook no longer finds what it acts on (changed by a Docusaurus upgrade?): ${missed.join('; ')}. Fix the hook or drop it (ARCHITECTURE.md lists what each relies on).`,
            ),
          );
        });
      });
    },
  };
}
