/**
 * @jest-environment node
 */
import { hookTargetCheck, missedTargets } from '../hookTargetCheck';
import { PRIVATE_FILES, resolvePrivateFiles } from '../privateFiles';
import lazyPrismPlugin from '../../lazy-prism';
import type { LoadContext } from '@docusaurus/types';
import { bundleWith, type BundlerName } from './bundleWith';

describe('what each hook acts on', () => {
  const files = ['/site/.docusaurus/registry.js', '/site/plugins/lean-client/nprogress.ts'];

  it('is found: every present target matches a module and no absent one does', () => {
    expect(
      missedTargets(
        [
          { hook: 'registry', present: /registry\.js$/ },
          { hook: 'nprogress', present: /nprogress\.ts$/, absent: /theme-classic[\\/]lib[\\/]nprogress\.js$/ },
        ],
        files,
      ),
    ).toEqual([]);
  });

  it('names a loader whose generated file is gone and an original an alias no longer replaces', () => {
    const withOriginal = [...files, '/site/node_modules/@docusaurus/theme-classic/lib/nprogress.js'];
    expect(
      missedTargets(
        [
          { hook: 'site metadata', present: /site-metadata\.json$/ },
          { hook: 'nprogress', present: /nprogress\.ts$/, absent: /theme-classic[\\/]lib[\\/]nprogress\.js$/ },
        ],
        withOriginal,
      ),
    ).toEqual([
      'site metadata: no module matches /site-metadata\\.json$/',
      'nprogress: /site/node_modules/@docusaurus/theme-classic/lib/nprogress.js is still bundled',
    ]);
  });
});

const bundleWithCheck = (bundler: BundlerName) =>
  bundleWith(
    bundler,
    { 'entry.js': "import './generated/registry.js';\n", 'generated/registry.js': 'export default 1;\n' },
    (instance) =>
      hookTargetCheck(instance, 'plugins/lean-client', [
        { hook: 'registry-loader.js', present: /[\\/]generated[\\/]registry\.js$/ },
        { hook: 'docs-version-loader.js', present: /[\\/]p[\\/][^\\/]+\.json$/ },
        { hook: 'the registry original', absent: /[\\/]generated[\\/]registry\.js$/ },
      ]),
  );

describe('the build’s check of the hooks’ targets', () => {
  it.each<BundlerName>(['webpack', 'rspack'])(
    'fails a %s build, naming each hook that finds nothing and each original still bundled',
    async (bundler) => {
      const errors = await bundleWithCheck(bundler);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('docs-version-loader.js: no module matches');
      expect(errors[0]).toMatch(/the registry original: .*registry\.js is still bundled/);
      expect(errors[0]).not.toContain('registry-loader.js:');
    },
    60_000,
  );
});

describe('the files of Docusaurus packages the hooks name', () => {
  it('all still exist in the installed packages', () => {
    const resolved = resolvePrivateFiles('test', PRIVATE_FILES);
    expect(Object.keys(resolved)).toEqual([...PRIVATE_FILES]);
  });

  it('stop the build, named, when one no longer resolves', () => {
    const resolve = (file: string) => {
      if (file.endsWith('gone.js')) throw new Error('Cannot find module');
      return `/node_modules/${file}`;
    };
    expect(() =>
      resolvePrivateFiles('plugins/x', ['@docusaurus/a/lib/here.js', '@docusaurus/a/lib/gone.js'], resolve),
    ).toThrow(
      'plugins/x: these files of Docusaurus packages no longer exist (moved by an upgrade?): @docusaurus/a/lib/gone.js.',
    );
  });

  it('include the theme’s Prism module that lazy-prism replaces', () => {
    const context = { siteConfig: { themeConfig: {} } } as unknown as LoadContext;
    expect(lazyPrismPlugin(context).name).toBe('lazy-prism');
  });
});
