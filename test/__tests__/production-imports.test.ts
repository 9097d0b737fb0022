import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * What the production server imports, as `npm run build:server` bundles it (esbuild from
 * server/main.ts, packages left external): only Node's own modules and `dependencies`, so
 * `npm ci --omit=dev` is enough to run it. MJML is not among them: the mail layout is compiled
 * beforehand (scripts/mail-compile.ts).
 */
const ROOT = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** `@scope/name/deep/path` → `@scope/name`, `name/deep` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

jest.setTimeout(60_000);

describe('the production server', () => {
  it('imports from server/main.ts onwards nothing but Node and `dependencies`, and no MJML', async () => {
    const { metafile } = await build({
      entryPoints: [path.join(ROOT, 'server/main.ts')],
      absWorkingDir: ROOT,
      bundle: true,
      platform: 'node',
      packages: 'external',
      format: 'cjs',
      target: 'node20.19',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imported = new Set<string>();
    for (const input of Object.values(metafile.inputs)) {
      for (const { path: specifier, external } of input.imports) if (external) imported.add(specifier);
    }
    const packages = [...imported].filter((specifier) => !isBuiltin(specifier)).map(packageOf);
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect(packages.filter((name) => /^mjml/.test(name))).toEqual([]);
    // The bundle does reach the mails: through the compiled layout.
    expect(Object.keys(metafile.inputs)).toEqual(
      expect.arrayContaining(['server/mail/html.ts', 'server/mail/compiled/layout.ts']),
    );
  });
});
