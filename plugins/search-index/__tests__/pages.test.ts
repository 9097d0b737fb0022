import { htmlFileOf, selectPages, type BuiltRoute } from '../pages';

const nlRoutes: BuiltRoute[] = [
  { path: '/', metadata: { sourceFilePath: 'content/home/nl.json' } },
  { path: '/404.html' },
  { path: '/zoeken', metadata: { sourceFilePath: 'src/pages/zoeken.tsx' } },
  { path: '/contactformulier', metadata: { sourceFilePath: 'src/pages/contactformulier.mdx' } },
  { path: '/formulier/bedankt', metadata: { sourceFilePath: 'src/pages/formulier/bedankt.tsx' } },
  { path: '/nieuws-en-achtergronden', metadata: { sourceFilePath: 'blog' } },
  { path: '/nieuws-en-achtergronden/page/2' },
  { path: '/nieuws-en-achtergronden/tags/mbo' },
  { path: '/nieuws-en-achtergronden/categorie/basisonderwijs' },
  { path: '/nieuws-en-achtergronden/authors' },
  { path: '/stijlgids', metadata: { sourceFilePath: 'src/pages/stijlgids.mdx' } },
  {
    path: '/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo',
    metadata: { sourceFilePath: 'blog/2026-10-01-nieuwe-talentscan-mbo.mdx' },
  },
  {
    // Docs nest their pages under a layout route.
    path: '/',
    routes: [
      { path: '/onderwijs', metadata: { sourceFilePath: 'docs/onderwijs/index.mdx' } },
      { path: '/onderwijs/doorstroomtoets', metadata: { sourceFilePath: 'docs/onderwijs/doorstroomtoets.mdx' } },
    ],
  },
];

const nl = {
  baseUrl: '/',
  locale: 'nl',
  defaultLocale: 'nl',
  noIndex: (route: string) => route === '/formulier/bedankt',
};

describe('selectPages', () => {
  it('keeps docs, news posts and pages; leaves out listings, 404, the search page, the style guide and noindex pages', () => {
    expect(selectPages(nlRoutes, nl).map((page) => page.url)).toEqual([
      '/',
      '/contactformulier',
      '/nieuws-en-achtergronden',
      '/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo',
      '/onderwijs',
      '/onderwijs/doorstroomtoets',
    ]);
  });

  it('on the Romanian site leaves out the untranslated Dutch copies and its search page', () => {
    const roRoutes: BuiltRoute[] = [
      { path: '/ro/', metadata: { sourceFilePath: 'content/home/ro.json' } },
      { path: '/ro/despre-amn', metadata: { sourceFilePath: 'i18n/ro/pages/despre-amn.mdx' } },
      { path: '/ro/cautare', metadata: { sourceFilePath: 'i18n/ro/pages/cautare.tsx' } },
      {
        path: '/ro/contactformulier',
        metadata: { sourceFilePath: 'i18n/ro/docusaurus-plugin-content-pages/contactformulier.mdx' },
      },
      { path: '/ro/copyright', metadata: { sourceFilePath: 'src/pages/copyright.mdx' } },
      { path: '/ro/onderwijs/doorstroomtoets', metadata: { sourceFilePath: 'docs/onderwijs/doorstroomtoets.mdx' } },
      { path: '/ro/nieuws-en-achtergronden/2026/x', metadata: { sourceFilePath: 'blog/2026-x.mdx' } },
    ];
    const pages = selectPages(roRoutes, { baseUrl: '/ro/', locale: 'ro', defaultLocale: 'nl', noIndex: () => false });
    expect(pages.map((page) => [page.url, page.file])).toEqual([
      ['/ro/', 'index.html'],
      ['/ro/contactformulier', 'contactformulier.html'],
      ['/ro/despre-amn', 'despre-amn.html'],
    ]);
  });
});

describe('htmlFileOf', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/onderwijs/doorstroomtoets', '/', 'onderwijs/doorstroomtoets.html'],
    ['/ro/', '/ro/', 'index.html'],
    ['/ro/asistenta/intrebari-frecvente', '/ro/', 'asistenta/intrebari-frecvente.html'],
    ['/help/', '/', 'help/index.html'],
  ])('%s (base %s) is %s', (route, baseUrl, file) => {
    expect(htmlFileOf(route, baseUrl)).toBe(file);
  });
});
