import fs from 'node:fs';
import path from 'node:path';
import type { RequiredTranslation } from '../../src/data/translations';
import {
  totalsOf,
  type TranslatedFrom,
  type TranslationEntry,
  type TranslationReport,
} from '../../src/domain/translations';
import { sourceChangeSince } from './history';
import { sourceHash, translatedFromOf } from './source';

/** Where Romanian files live: the pages and translations, and the documents (those with `locale: ro`). */
export const ROMANIAN_FOLDERS = ['i18n/ro', 'documents'];

export type StatusOptions = {
  /** The repository root; every path in the report is relative to it, with forward slashes. */
  root: string;
  required: readonly RequiredTranslation[];
  romanianFolders?: readonly string[];
  /** Look in git history for the day a source changed (the build and the CLI do; off is faster). */
  history?: boolean;
  now?: Date;
};

const posix = (file: string) => file.split(path.sep).join('/');

function markdownFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => posix(path.join(folder, file)));
}

/** Every Romanian file that records its Dutch source, with what it records. */
export async function markedFiles(root: string, folders: readonly string[] = ROMANIAN_FOLDERS) {
  const marked: { file: string; from: TranslatedFrom }[] = [];
  for (const file of folders.flatMap((folder) => markdownFiles(root, folder))) {
    const from = await translatedFromOf(fs.readFileSync(path.join(root, file), 'utf8'));
    if (from) marked.push({ file, from });
  }
  return marked;
}

/**
 * The translation status: each required Dutch source and each marked Romanian file once, as
 * `ontbreekt` (no Romanian file records the source), `verouderd` (the source's title or body is no
 * longer what was translated, or the source is gone) or `actueel`. Sorted by state, then source.
 */
export async function translationStatus(options: StatusOptions): Promise<TranslationReport> {
  const { root, required } = options;
  const entries: TranslationEntry[] = [];
  for (const { file, from } of await markedFiles(root, options.romanianFolders)) {
    const sourceFile = path.join(root, from.path);
    if (!fs.existsSync(sourceFile)) {
      entries.push({ state: 'verouderd', source: from.path, translation: file, note: 'de bron bestaat niet meer' });
    } else if ((await sourceHash(fs.readFileSync(sourceFile, 'utf8'))) === from.hash) {
      entries.push({ state: 'actueel', source: from.path, translation: file });
    } else {
      const change = options.history === false ? {} : await sourceChangeSince(root, from.path, from.hash);
      entries.push({ state: 'verouderd', source: from.path, translation: file, ...change });
    }
  }
  for (const { source, translation } of required) {
    if (entries.some((entry) => entry.source === source)) continue;
    const exists = fs.existsSync(path.join(root, translation));
    entries.push({
      state: 'ontbreekt',
      source,
      translation,
      ...(exists
        ? {
            note: `het bestand bestaat, maar zegt niet van welke versie het een vertaling is: npm run translations -- --mark ${translation}`,
          }
        : {}),
    });
  }
  const order = { ontbreekt: 0, verouderd: 1, actueel: 2 };
  entries.sort((a, b) => order[a.state] - order[b.state] || a.source.localeCompare(b.source));
  return { madeAt: (options.now ?? new Date()).toISOString(), entries, totals: totalsOf(entries) };
}

/** The report as the terminal shows it (Dutch, like the rest of the editors' tools). */
export function reportText(report: TranslationReport): string {
  const lines = ['Vertalingen naar het Roemeens (nl → ro)', ''];
  for (const entry of report.entries) {
    lines.push(`${entry.state.padEnd(10)} ${entry.source} → ${entry.translation}`);
    if (entry.note) lines.push(`${' '.repeat(11)}${entry.note}`);
    if (entry.state === 'verouderd') {
      if (entry.changedOn) lines.push(`${' '.repeat(11)}bron gewijzigd op ${entry.changedOn}`);
      else if (entry.diffCommand) lines.push(`${' '.repeat(11)}bron gewijzigd, nog niet vastgelegd in git`);
      if (entry.diffCommand) lines.push(`${' '.repeat(11)}wat er veranderde: ${entry.diffCommand}`);
    }
  }
  if (report.entries.length === 0) lines.push('Geen vertalingen om te volgen.');
  const { ontbreekt, verouderd, actueel } = report.totals;
  lines.push(
    '',
    `Totaal: ${report.entries.length} — ${ontbreekt} ontbreekt, ${verouderd} verouderd, ${actueel} actueel.`,
  );
  return lines.join('\n');
}
