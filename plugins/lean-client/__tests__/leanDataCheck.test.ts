/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { leanDataCheck, unleanedDataIn } from '../leanDataCheck';
import { bundleWith, type BundlerName } from './bundleWith';

describe('the data the loaders leave out, as it reads in a built script', () => {
  it('is found in the bundled form of each module before its loader ran', () => {
    const minified =
      'JSON.parse(\'{"docusaurusVersion":"3.10.2","pluginVersions":{"docs":{"type":"package"}}}\');' +
      'JSON.parse(\'{"docusaurus-plugin-content-docs":{"default":{"versions":[{"sidebars":{"help":{}}}]}}}\');' +
      'const o={title:"AMN","ssrTemplate":"<html>"};' +
      'const r={"17896441":[()=>n.e(1).then(n.bind(n,1)),"@generated/x/__plugin.json",1]};';
    expect(unleanedDataIn(minified)).toEqual([
      'site-config-loader.js',
      'site-metadata-loader.js',
      'global-data-loader.js',
      'registry-loader.js',
    ]);
  });

  it('is not found in what the loaders give the browser', () => {
    const lean =
      'JSON.parse(\'{"docusaurusVersion":"3.10.2","siteVersion":"0.1.0","pluginVersions":{}}\');' +
      'JSON.parse(\'{"docusaurus-plugin-content-docs":{"default":{"versions":[{"docs":[],"draftIds":[],"sidebars":{}}]}}}\');' +
      'const r={"17896441":[()=>n.e(1).then(n.bind(n,1)),0,1]};';
    expect(unleanedDataIn(lean)).toEqual([]);
  });

  it('names the loaders by files that exist', () => {
    const dir = path.join(__dirname, '..');
    for (const loader of [
      'site-config-loader.js',
      'site-metadata-loader.js',
      'global-data-loader.js',
      'registry-loader.js',
    ])
      expect(fs.existsSync(path.join(dir, loader))).toBe(true);
  });
});

describe('the build’s check of the lean data', () => {
  it.each<BundlerName>(['webpack', 'rspack'])(
    'fails a %s build whose script still holds left-out data, and passes a lean one',
    async (bundler) => {
      const build = (metadata: object) =>
        bundleWith(
          bundler,
          {
            'entry.js': "import data from './data.json';\nconsole.log(data);\n",
            'data.json': JSON.stringify(metadata, null, 2),
          },
          (instance) => leanDataCheck(instance),
        );
      const errors = await build({ docusaurusVersion: '3.10.2', pluginVersions: { docs: { type: 'package' } } });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('main.js (site-metadata-loader.js)');
      expect(await build({ docusaurusVersion: '3.10.2', pluginVersions: {} })).toEqual([]);
    },
    60_000,
  );
});
