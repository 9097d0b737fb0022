/**
 * The Dutch texts that must have a Romanian version, each with the Romanian file where it lives (or
 * is to be written). `npm run translations` reports each as ontbreekt, verouderd or actueel; a
 * Romanian file records its source in front matter (`translatedFrom`, written by
 * `npm run translations -- --mark FILE`). Most Romanian pages are written for Romanian readers and
 * have no Dutch source: they are not listed here. EDITORS.md, "Vertalingen bijhouden".
 */
export type RequiredTranslation = { source: string; translation: string };

export const REQUIRED_TRANSLATIONS: readonly RequiredTranslation[] = [
  { source: 'docs/help/downloads.mdx', translation: 'i18n/ro/pages/asistenta/descarcari.mdx' },
  { source: 'docs/help/veelgestelde-vragen.mdx', translation: 'i18n/ro/pages/asistenta/intrebari-frecvente.mdx' },
  { source: 'src/pages/privacy-statement.mdx', translation: 'documents/politica-de-confidentialitate.md' },
  { source: 'src/pages/cookie-statement.mdx', translation: 'documents/politica-privind-cookie-urile.md' },
  {
    source: 'src/pages/formulier/nieuwsbrief.mdx',
    translation: 'i18n/ro/pages/formular/newsletter.mdx',
  },
  { source: 'documents/downloads/help/technische-eisen.md', translation: 'documents/descarcari/cerinte-tehnice.md' },
  {
    source: 'documents/documenten/kwaliteitsverklaring.md',
    translation: 'documents/documente/declaratie-de-calitate.md',
  },
];
