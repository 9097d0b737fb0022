import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The Romanian translation files are complete: `docusaurus write-translations --locale ro --override`,
 * run into a scratch folder, lists every key the Romanian site uses (code.json, and the navbar,
 * footer and sidebar files of the plugins loaded for ro) with its untranslated default message.
 * Every key must be in the committed files of i18n/ro/, with a message of its own.
 */
const root = path.resolve(__dirname, '../../..');

type Messages = Record<string, { message: string; description?: string }>;

/** Keys whose Romanian text is rightly the same as the default (names, words both languages share). */
const SAME_AS_DEFAULT = new Set([
  'footer.contact',
  'notFound.contact.title',
  'forms.field.email',
  'video.defaultTitle',
]);

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/**
 * Runs write-translations for ro with the site's config, the translations written under `scratch`.
 * The config that moves the i18n folder must sit beside the site's own: relative plugin paths and
 * presets resolve from the config's folder. It is removed at once.
 */
function writeDefaultTranslations(scratch: string): string {
  const i18nDir = path.join(scratch, 'i18n');
  const configFile = path.join(root, `.translations-check-${process.pid}.config.ts`);
  fs.writeFileSync(
    configFile,
    [
      "import config from './docusaurus.config';",
      `export default { ...config, i18n: { ...config.i18n, path: ${JSON.stringify(i18nDir)} } };`,
    ].join('\n'),
  );
  try {
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/docusaurus'),
      ['write-translations', root, '--locale', 'ro', '--override', '--config', configFile],
      // The config reads the locale it is built for from this variable (the build sets it, this command does not).
      { env: { ...process.env, DOCUSAURUS_CURRENT_LOCALE: 'ro' }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`write-translations failed:\n${result.stderr}`);
  } finally {
    fs.rmSync(configFile, { force: true });
  }
  return path.join(i18nDir, 'ro');
}

describe('Romanian translation files', () => {
  let scratch: string;
  let defaultsDir: string;

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ro-translations-'));
    defaultsDir = writeDefaultTranslations(scratch);
  }, 120_000);

  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('has every file and key write-translations produces, each with a Romanian message', () => {
    const files = jsonFiles(defaultsDir);
    expect(files).toContain('code.json');
    const problems = files.flatMap((file) => {
      const committedFile = path.join(root, 'i18n/ro', file);
      if (!fs.existsSync(committedFile)) return [`${file}: missing (run write-translations for ro)`];
      const defaults = JSON.parse(fs.readFileSync(path.join(defaultsDir, file), 'utf8')) as Messages;
      const committed = JSON.parse(fs.readFileSync(committedFile, 'utf8')) as Messages;
      return Object.entries(defaults).flatMap(([key, { message }]) => {
        const translated = committed[key]?.message;
        if (!translated) return [`${file}: ${key} is missing`];
        if (translated === message && !SAME_AS_DEFAULT.has(key))
          return [`${file}: ${key} is not translated ("${message}")`];
        return [];
      });
    });
    expect(problems).toEqual([]);
  });
});
