/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import * as rspack from '@rspack/core';
import { ROUTE_LAYOUT_SOURCES, paths } from '..';
import { layoutGroupCheck, unmatchedSources } from '../layoutGroupCheck';
import { bundleWith, type BundlerName } from './bundleWith';

/**
 * The route layout groups name the files of Docusaurus and MDX they gather by their place in
 * node_modules. An upgrade that moves or renames one would silently leave it in a chunk of its
 * own (a request more on every page): each named place must still hold a file.
 */
const ROOT = path.join(__dirname, '..', '..', '..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const sources = Object.values(ROUTE_LAYOUT_SOURCES).flat();
const inPackages = sources.filter((source) => source.startsWith('node_modules/'));
const packageFiles = [
  '@docusaurus/core/lib/client',
  '@docusaurus/plugin-content-docs/lib/client',
  '@docusaurus/plugin-content-blog/lib/client',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-common/lib/utils',
  '@mdx-js/react',
].flatMap((dir) => filesUnder(path.join(ROOT, 'node_modules', dir)));

describe('the route layout groups', () => {
  it('name files of Docusaurus and MDX by paths that still hold a module', () => {
    expect(inPackages.length).toBeGreaterThanOrEqual(6);
    const empty = inPackages.filter(
      (source) => !packageFiles.some((file) => paths([source]).test(file) && /\.js$/.test(file)),
    );
    expect(empty).toEqual([]);
  });

  it('name our own files by paths that still hold a module', () => {
    const ours = sources.filter((source) => /^(src|plugins)\//.test(source));
    const files = ['src', 'plugins'].flatMap((dir) => filesUnder(path.join(ROOT, dir)));
    const empty = ours.filter((source) => !files.some((file) => paths([source]).test(file)));
    expect(empty).toEqual([]);
  });

  it('find the module replacement plugin the config takes from the bundler, in both bundlers Docusaurus runs', () => {
    expect(typeof webpack.NormalModuleReplacementPlugin).toBe('function');
    expect(typeof rspack.NormalModuleReplacementPlugin).toBe('function');
  });
});

/** Bundles a small app whose entry imports one layout file, with the check on groups that name it and a file that is gone. */
const bundleWithCheck = (bundler: BundlerName) =>
  bundleWith(
    bundler,
    { 'entry.js': "import('./theme/DocRoot/index.js');\n", 'theme/DocRoot/index.js': 'export default 1;\n' },
    (instance) => layoutGroupCheck(instance, { docsLayout: ['theme/DocRoot/', 'theme/DocItem/'] }, paths),
  );

describe('the build’s check of the route layout groups', () => {
  it('names each source that matches no module, with its group', () => {
    const files = ['/site/node_modules/@docusaurus/theme-classic/lib/theme/DocRoot/index.js'];
    const groups = { docsLayout: ['node_modules/@docusaurus/theme-classic/lib/theme/Doc', 'src/theme/Doc'] };
    expect(unmatchedSources(groups, files, paths)).toEqual(['docsLayout: src/theme/Doc']);
  });

  it.each(['webpack', 'rspack'] as const)(
    'fails a %s build when a source matches no module of it',
    async (bundler) => {
      const errors = await bundleWithCheck(bundler);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('docsLayout: theme/DocItem/');
      expect(errors[0]).not.toContain('theme/DocRoot/');
    },
    60_000,
  );
});
