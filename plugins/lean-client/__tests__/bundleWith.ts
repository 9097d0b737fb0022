import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import * as rspack from '@rspack/core';

export type BundlerName = 'webpack' | 'rspack';

/** Webpack, or Rspack, which Docusaurus runs in its place and types as webpack. */
export const bundlerNamed = (name: BundlerName): typeof webpack =>
  name === 'webpack' ? webpack : (rspack.rspack as unknown as typeof webpack);

/**
 * Bundles `files` (the entry is `entry.js`) in a temporary folder with the plugin `makePlugin`
 * gives for the bundler, and returns the build's error messages.
 */
export async function bundleWith(
  name: BundlerName,
  files: Record<string, string>,
  makePlugin: (bundler: typeof webpack) => webpack.WebpackPluginInstance,
): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-client-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const bundler = bundlerNamed(name);
  const compiler = bundler({
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    plugins: [makePlugin(bundler)],
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
