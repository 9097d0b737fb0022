import type { DocumentGroup, DownloadEntry } from '../../src/data/documentGroups';
import { isLocale, type Locale } from '../../src/domain/locale';
import type { DocumentSource } from './load';

/**
 * What is wrong with the documents' listing fields, one line per problem naming the file and the
 * field: `group`, `description` and `locale` are required, and the group must be one of its locale's.
 */
export function listingProblems(
  documents: readonly DocumentSource[],
  groups: Readonly<Record<Locale, readonly DocumentGroup[]>>,
): string[] {
  return documents.flatMap((document) => {
    const file = `documents/${document.name}.md`;
    const problems: string[] = [];
    if (!isLocale(document.locale)) {
      problems.push(`${file}: locale ontbreekt of is onbekend; kies uit: nl, ro`);
    }
    if (!document.description) problems.push(`${file}: description ontbreekt`);
    if (!document.group) {
      problems.push(`${file}: group ontbreekt`);
    } else if (isLocale(document.locale)) {
      const keys = groups[document.locale].map((group) => group.key);
      if (!keys.includes(document.group)) {
        problems.push(
          `${file}: group '${document.group}' is geen groep van '${document.locale}'; kies uit: ${keys.join(', ')}`,
        );
      }
    }
    return problems;
  });
}

/** The documents of one locale as its downloads page lists them, by title within their group. */
export function downloadsOf(documents: readonly DocumentSource[], locale: string): DownloadEntry[] {
  return documents
    .filter((document) => document.locale === locale)
    .map((document) => ({
      url: `/${document.name}.pdf`,
      title: document.title,
      description: document.description ?? '',
      group: document.group ?? '',
    }))
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}
