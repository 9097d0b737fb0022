import type { Locale } from '@site/src/domain/locale';

/** One line of a downloads page: a document of its locale, under its group (plugins/documents writes them). */
export type DownloadEntry = { url: string; title: string; description: string; group: string };

/** A heading of the downloads page, under which the documents that name its key are listed. */
export type DocumentGroup = { key: string; title: string; description: string };

/**
 * The groups of each locale's downloads page (`/help/downloads`, `/ro/asistenta/descarcari`), in the
 * order the page shows them. A document names one by its key in front matter (`group: basisonderwijs`);
 * the build refuses a key that its locale does not have (documents/README.md).
 */
export const DOCUMENT_GROUPS: Record<Locale, readonly DocumentGroup[]> = {
  nl: [
    {
      key: 'basisonderwijs',
      title: 'Basisonderwijs',
      description: 'Voor leerkrachten, intern begeleiders en ouders: de Doorstroomtoets en Aansluiting PO-VO.',
    },
    {
      key: 'voortgezet-onderwijs',
      title: 'Voortgezet onderwijs',
      description: 'Voor mentoren en decanen: de Talentscan VO en loopbaanleren.',
    },
    {
      key: 'mbo',
      title: 'Middelbaar beroepsonderwijs',
      description: 'Voor intakers, studieloopbaanbegeleiders en studiecoaches in het mbo.',
    },
    {
      key: 'helpdesk-en-portaal',
      title: 'Helpdesk en portaal',
      description: 'Voor iedereen die met onze toetsen en het portaal werkt.',
    },
    {
      key: 'werken-en-loopbaan',
      title: 'Werken en loopbaan',
      description: 'Productinformatie voor werkgevers, zorginstellingen, gemeenten en re-integratiebureaus.',
    },
    {
      key: 'over-amn',
      title: 'Over AMN',
      description: 'Onze eigen verklaring over ons ISO 9001-gecertificeerde kwaliteitssysteem: waarop het betrekking heeft en hoe het wordt getoetst. Het certificaat zelf vraagt u op bij de helpdesk.',
    },
  ],
  ro: [
    {
      key: 'sesiuni-de-testare',
      title: 'Pentru sesiunile de testare',
      description: 'Citiți-le înainte de prima sesiune: vă scutesc de cele mai multe întrebări.',
    },
    {
      key: 'documente-legale',
      title: 'Documente legale',
      description: 'Cum folosim datele, în ce condiții lucrăm și cum ne asigurăm de calitatea muncii noastre.',
    },
  ],
};
