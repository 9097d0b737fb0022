import type { TranslationEntry } from '@site/src/domain/translations';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';

const T = STAFF_TEXTS.translations;

/** '20-11-2026' for a stored day (2026-11-20). */
const day = (iso: string) => iso.split('-').reverse().join('-');

/**
 * A Dutch source as the helpdesk knows it: its address on the site, not its file. Docs and pages
 * are served at their path (no page sets a slug), documents as PDFs at theirs.
 */
export function sourceName(source: string): string {
  const document = /^documents\/(.+)\.md$/.exec(source);
  if (document) return T.document(`/${document[1]}.pdf`);
  const page = /^(?:docs|src\/pages)\/(.+)\.mdx?$/.exec(source);
  if (page) return T.page(`/${(page[1] ?? '').replace(/(^|\/)index$/, '')}`);
  return source;
}

/** What is the matter with one text, in plain Dutch (the report's commands and notes are for the editors). */
export function whatIsTheMatter(entry: TranslationEntry): string {
  if (entry.state === 'ontbreekt') return entry.note ? T.unmarked : T.missing;
  if (entry.changedOn) return T.changedOn(day(entry.changedOn));
  // An outdated entry with a note and no day: its source is gone (plugins/translation-status).
  return entry.note ? T.sourceGone : T.changed;
}
