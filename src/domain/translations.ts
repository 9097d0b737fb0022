/**
 * The translation status of the Romanian site: which Dutch texts have a Romanian version, and
 * whether that version still follows its source. Written by `npm run translations` and by the build
 * (plugins/translation-status), read by the staff workspace ("Vertalingen") and the editors' notice.
 */

/**
 * Where the build writes the report, in the default locale's build folder: a dot file, which the
 * server does not serve (server/static/build-files.ts); staff read it through /api/staff/translations.
 */
export const TRANSLATION_REPORT_FILE = '.translation-status.json';

/** `ontbreekt`: no Romanian version; `verouderd`: the source changed since it was translated; `actueel`. */
export const TRANSLATION_STATES = ['ontbreekt', 'verouderd', 'actueel'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** What a Romanian file records of its source in front matter (`translatedFrom: { path, hash }`). */
export type TranslatedFrom = { path: string; hash: string };

/** One Dutch source and its Romanian version, as the report lists them. */
export type TranslationEntry = {
  state: TranslationState;
  /** The Dutch file, from the repository root ('docs/help/veelgestelde-vragen.mdx'). */
  source: string;
  /** The Romanian file: the marked one, or where it is expected (`ontbreekt`). */
  translation: string;
  /** `verouderd`, with git history: the first day the source changed after it was translated. */
  changedOn?: string;
  /** `verouderd`, with git history: the command that shows what changed in the source since then. */
  diffCommand?: string;
  /** Anything the editor should know in one sentence (a source that no longer exists, an unmarked file). */
  note?: string;
};

export type TranslationReport = {
  /** When the report was made (ISO timestamp). */
  madeAt: string;
  entries: TranslationEntry[];
  totals: Record<TranslationState, number>;
};

/** The report's totals, counted from its entries. */
export function totalsOf(entries: readonly TranslationEntry[]): Record<TranslationState, number> {
  const totals = { ontbreekt: 0, verouderd: 0, actueel: 0 };
  for (const entry of entries) totals[entry.state] += 1;
  return totals;
}
