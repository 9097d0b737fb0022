import { translate } from '@docusaurus/Translate';

/** What kind of page a result is, shown beside its title. */
export type Section = 'product' | 'help' | 'news' | 'page';

/** First path segments per kind, both locales (a Romanian path has its `/ro` prefix removed). */
const SECTION_ROOTS: Record<Exclude<Section, 'page'>, readonly string[]> = {
  news: ['nieuws-en-achtergronden'],
  help: ['help', 'asistenta'],
  product: [
    'onderwijs',
    'werken-en-loopbaan',
    'trainingen',
    'alle-producten',
    'presentaties',
    'basisonderwijs',
    'voortgezet-onderwijs',
    'middelbaar-beroepsonderwijs',
    'pentru-scoli',
    'harta-aplicatiilor',
  ],
};

/** The section of a result by its URL: products, help, news, and every other page. */
export function sectionOf(url: string): Section {
  const path = url.replace(/[?#][\s\S]*$/, '').replace(/^\/ro(?=\/|$)/, '');
  const first = path.split('/').filter(Boolean)[0] ?? '';
  for (const section of ['news', 'help', 'product'] as const) {
    if (SECTION_ROOTS[section].includes(first)) return section;
  }
  return 'page';
}

/** The visible name of a section, in the site's language. */
export function sectionLabel(section: Section): string {
  switch (section) {
    case 'product':
      return translate({ id: 'search.section.product', message: 'Product' });
    case 'help':
      return translate({ id: 'search.section.help', message: 'Help' });
    case 'news':
      return translate({ id: 'search.section.news', message: 'Nieuws' });
    default:
      return translate({ id: 'search.section.page', message: 'Pagina' });
  }
}
