/**
 * Validation texts per locale. The schemas are built once; valibot hands the `lang` of a parse
 * (`v.safeParse(schema, value, { lang: 'ro' })`) to every message function, which picks its text here.
 */
import type * as v from 'valibot';
import { localize, toLocale, type Locale, type Localized } from '../../locale';
import { NL } from './nl';
import { RO } from './ro';
import type { FormTexts } from './types';

export type { FormTexts, ValueKind } from './types';

export const FORM_TEXTS: Readonly<Record<Locale, FormTexts>> = { nl: NL, ro: RO };

export function formTexts(locale: Locale): FormTexts {
  return FORM_TEXTS[locale];
}

/** A valibot message function: the text for the parse's language (Dutch when none was given). */
export type IssueMessage = (issue: v.BaseIssue<unknown>) => string;

export function message(build: (texts: FormTexts, locale: Locale) => string): IssueMessage {
  return (issue) => {
    const locale = toLocale(issue.lang);
    return build(FORM_TEXTS[locale], locale);
  };
}

/** A message about one field, with the field's label in the parse's language. */
export function fieldMessage(label: Localized, build: (texts: FormTexts, label: string) => string): IssueMessage {
  return message((texts, locale) => build(texts, localize(label, locale)));
}

/** A fixed sentence (e.g. 'Vul het contactformulier in.') in the parse's language. */
export function fixedMessage(text: Localized): IssueMessage {
  return message((_texts, locale) => localize(text, locale));
}
