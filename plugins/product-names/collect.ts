import fs from 'node:fs';
import path from 'node:path';
import type { SourceText } from './check';

/** Where readers' texts come from: pages, news, documents, translations, home data, menus and mails. */
export const CHECKED_FOLDERS = ['docs', 'blog', 'src/pages', 'documents', 'i18n', 'content', 'server/mail'] as const;
export const CHECKED_FILES = ['src/data/menus.ts', 'src/domain/options.ts'] as const;

const TEXT_FILE = /\.(mdx?|json|ya?ml|tsx?)$/;
const SKIPPED = new Set(['__tests__', 'node_modules', 'compiled']);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** The checked texts of the site at `siteDir`, with paths relative to it ('/'-separated). */
export function collectTexts(siteDir: string): SourceText[] {
  const files = [
    ...CHECKED_FOLDERS.flatMap((folder) => filesUnder(path.join(siteDir, folder))),
    ...CHECKED_FILES.map((file) => path.join(siteDir, file)).filter((file) => fs.existsSync(file)),
  ];
  return files.sort().map((file) => ({
    path: path.relative(siteDir, file).split(path.sep).join('/'),
    text: fs.readFileSync(file, 'utf8'),
  }));
}
