import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';

/**
 * The baseline of the side-by-side bench: a blank Docusaurus classic site (TypeScript), as
 * `create-docusaurus <name> classic --typescript` makes it, from the create-docusaurus package
 * pinned in devDependencies to our Docusaurus version. We keep only this recipe, not the
 * template's code and texts: the site is written to a cache folder on first use, with two
 * changes to its config (locales nl and ro, the `faster` flag, as ours has), and built once.
 *
 * The folder is outside the repository (the bundler would not compile sources under a
 * node_modules path, and tsc, ESLint and jest would otherwise see them); its `node_modules` links
 * to ours, so it builds with the very packages our site builds with.
 */
const CREATE_DOCUSAURUS = path.dirname(require.resolve('create-docusaurus/package.json'));
const TEMPLATES = path.join(CREATE_DOCUSAURUS, 'templates');

/** The `version` of a package.json. */
export function versionOf(packageJson: string): string {
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export const BLANK_DOCUSAURUS_VERSION = versionOf(path.join(CREATE_DOCUSAURUS, 'package.json'));

/** Changes to the template's config; each must match exactly once, or the template changed under us. */
const CONFIG_CHANGES: readonly { what: string; pattern: RegExp; replacement: string }[] = [
  { what: 'future flags', pattern: /future:\s*\{[^}]*\}/, replacement: 'future: { v4: true, faster: true }' },
  {
    what: 'locales',
    pattern: /i18n:\s*\{[^}]*\}/,
    replacement: "i18n: { defaultLocale: 'nl', locales: ['nl', 'ro'] }",
  },
];

/** The cache folder: a new one whenever this recipe or the template's version changes. */
export function blankSiteDir(): string {
  const recipe = createHash('sha256').update(fs.readFileSync(__filename)).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `amn-bench-blank-docusaurus-${BLANK_DOCUSAURUS_VERSION}-${recipe}`);
}

function ourDocusaurusVersion(): string {
  return versionOf(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'));
}

/** Writes the blank site into `siteDir` (left as is when it is already there). */
export function materializeBlankSite(siteDir = blankSiteDir()): string {
  if (fs.existsSync(path.join(siteDir, 'docusaurus.config.ts'))) return siteDir;
  if (ourDocusaurusVersion() !== BLANK_DOCUSAURUS_VERSION) {
    throw new Error(
      `create-docusaurus ${BLANK_DOCUSAURUS_VERSION} differs from our @docusaurus/core ${ourDocusaurusVersion()}: pin them to one version.`,
    );
  }
  const partial = `${siteDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // What create-docusaurus does: the shared files, then the TypeScript variant over them.
  fs.cpSync(path.join(TEMPLATES, 'shared'), partial, { recursive: true });
  fs.cpSync(path.join(TEMPLATES, 'classic-typescript'), partial, { recursive: true });
  const configFile = path.join(partial, 'docusaurus.config.ts');
  let config = fs.readFileSync(configFile, 'utf8');
  for (const change of CONFIG_CHANGES) {
    const matches = config.match(new RegExp(change.pattern, 'g')) ?? [];
    if (matches.length !== 1) throw new Error(`blank site: the template's ${change.what} were not found once`);
    config = config.replace(change.pattern, change.replacement);
  }
  fs.writeFileSync(configFile, config);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(partial, 'node_modules'), 'dir');
  fs.renameSync(partial, siteDir);
  return siteDir;
}
