/**
 * @jest-environment node
 */
import { downloadsOf, listingProblems } from '../listing';
import type { DocumentSource } from '../load';

const groups = {
  nl: [{ key: 'basisonderwijs', title: 'Basisonderwijs', description: 'Voor het basisonderwijs.' }],
  ro: [{ key: 'documente-legale', title: 'Documente legale', description: 'Documentele noastre.' }],
};

const doc = (overrides: Partial<DocumentSource>): DocumentSource => ({
  name: 'downloads/onderwijs/ouders',
  title: 'Brief voor ouders',
  markdown: 'Tekst.',
  group: 'basisonderwijs',
  description: 'Om mee te geven aan ouders.',
  locale: 'nl',
  ...overrides,
});

describe('listingProblems', () => {
  it('accepts a document with a group of its locale, a description and a locale', () => {
    expect(listingProblems([doc({})], groups)).toEqual([]);
  });

  it('names the file and each missing field', () => {
    expect(listingProblems([doc({ group: undefined, description: undefined, locale: undefined })], groups)).toEqual([
      'documents/downloads/onderwijs/ouders.md: locale ontbreekt of is onbekend; kies uit: nl, ro',
      'documents/downloads/onderwijs/ouders.md: description ontbreekt',
      'documents/downloads/onderwijs/ouders.md: group ontbreekt',
    ]);
  });

  it("refuses a group that belongs to another locale's page", () => {
    expect(listingProblems([doc({ locale: 'ro' })], groups)).toEqual([
      "documents/downloads/onderwijs/ouders.md: group 'basisonderwijs' is geen groep van 'ro'; kies uit: documente-legale",
    ]);
  });
});

describe('downloadsOf', () => {
  it("lists only the locale's documents, as PDF addresses, by title", () => {
    const documents = [
      doc({ name: 'downloads/b', title: 'Technische eisen' }),
      doc({ name: 'politica', title: 'Politica', locale: 'ro', group: 'documente-legale' }),
      doc({ name: 'downloads/a', title: 'Brief voor ouders' }),
    ];
    expect(downloadsOf(documents, 'nl')).toEqual([
      {
        url: '/downloads/a.pdf',
        title: 'Brief voor ouders',
        description: 'Om mee te geven aan ouders.',
        group: 'basisonderwijs',
      },
      {
        url: '/downloads/b.pdf',
        title: 'Technische eisen',
        description: 'Om mee te geven aan ouders.',
        group: 'basisonderwijs',
      },
    ]);
    expect(downloadsOf(documents, 'ro').map((entry) => entry.url)).toEqual(['/politica.pdf']);
  });
});
