/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import * as rspack from '@rspack/core';
import { globalDataCheck } from '../globalDataCheck';

/** Bundles an entry of `code` with the check on, and returns the build's errors. */
async function bundleWithCheck(bundler: 'webpack' | 'rspack', code: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'global-data-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), code);
  const instance = bundler === 'webpack' ? webpack : (rspack.rspack as unknown as typeof webpack);
  const compiler = instance({
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    plugins: [globalDataCheck(instance)],
  });
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    return stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the build’s check of the code that reads the docs lists', () => {
  it.each(['webpack', 'rspack'] as const)(
    'fails a %s build whose scripts read the lists the browser no longer gets, and passes one that does not',
    async (bundler) => {
      const reader = 'export const doc = () => { throw new Error("Couldn\'t find any doc with id x"); };\n';
      const errors = await bundleWithCheck(bundler, reader);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('main.js (find any doc with id)');
      expect(await bundleWithCheck(bundler, 'export const sidebar = () => null;\n')).toEqual([]);
    },
    60_000,
  );
});
