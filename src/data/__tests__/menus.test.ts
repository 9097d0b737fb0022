import { MAIN_MENU_NL, MENUS, PRIVACY_LINK, ROMANIAN_MENU, TERMS_LINK, TOP_MENU, isExternal, isLocalPage } from '../menus';
import { menuRoutes } from '../../../test/support/menu-routes';

const links = (items: { link: string; children?: { link: string }[] }[]): string[] =>
  items.flatMap((item) => [item.link, ...links(item.children ?? [])]);

describe('menus', () => {
  it('has the top menu', () => {
    expect(links(TOP_MENU)).toEqual(['/', '/basisonderwijs', '/voortgezet-onderwijs', '/middelbaar-beroepsonderwijs']);
  });

  it('has the Dutch main menu with its anchors and the nested Participatiewet entry', () => {
    expect(links(MAIN_MENU_NL)).toEqual([
      '/',
      '/onderwijs',
      '/onderwijs#basisonderwijs',
      '/onderwijs#voortgezet-onderwijs',
      '/onderwijs#middelbaar-beroepsonderwijs',
      '/onderwijs#hoger-beroepsonderwijs',
      '/werken-en-loopbaan',
      '/werken-en-loopbaan#bedrijven',
      '/werken-en-loopbaan#zorg-instellingen',
      '/werken-en-loopbaan#participatiewet',
      '/werken-en-loopbaan/jobtender',
      '/werken-en-loopbaan#jongerenloket',
      '/werken-en-loopbaan#re-integratie',
      '/trainingen/aanbod',
      '/presentaties',
    ]);
  });

  it('has the alternative menu as the secondary menu', () => {
    expect(links(MENUS.nl.secondary)).toEqual(['/', '/alle-producten', '/nieuws-en-achtergronden', '/over-amn/vacatures']);
  });

  it('has the Romanian menu with its children', () => {
    expect(links(ROMANIAN_MENU)).toEqual([
      '/',
      '/harta-aplicatiilor',
      '/pentru-scoli',
      '/pentru-scoli/trusa-de-teste',
      '/despre-amn',
      '/proiecte',
      '/asistenta',
      '/asistenta/suport-tehnic',
      '/asistenta/intrebari-frecvente',
      '/asistenta/descarcari',
      '/contact',
    ]);
  });

  it('offers the newsletter in the Romanian footer, at its Romanian address', () => {
    expect(MENUS.ro.footerSupport.find((item) => item.name === 'Newsletter')?.link).toBe('/formular/newsletter');
  });

  it('has the footer and help menus, the FAQ on the site itself', () => {
    expect(links(MENUS.nl.footerAbout)).toEqual([
      '/contactformulier',
      '/nieuws-en-achtergronden',
      '/alle-producten',
      '/help',
      '/over-amn',
      '/over-amn/vacatures',
    ]);
    const help = MENUS.nl.footerSupport;
    expect(help.map((item) => item.name)).toEqual([
      'Helpdesk',
      'Downloads',
      'Contactformulier',
      'Nieuwsbrief',
      'Veelgestelde vragen',
    ]);
    expect(links(help)).toEqual([
      '/help',
      '/help/downloads',
      '/contactformulier',
      '/formulier/nieuwsbrief',
      '/help/veelgestelde-vragen',
    ]);
  });

  it('lists the legal pages, opening the privacy statement and the Romanian documents in a new tab', () => {
    expect(MENUS.nl.legal.map((item) => item.link)).toEqual([
      '/copyright',
      '/cookie-statement',
      '/privacy-statement',
      '/algemene-voorwaarden',
    ]);
    expect(MENUS.nl.legal.find((item) => item.link === '/privacy-statement')?.newTab).toBe(true);
    expect(MENUS.nl.legal.filter((item) => item.newTab)).toHaveLength(1);
    expect(MENUS.ro.legal.map((item) => [item.link, item.newTab])).toEqual([
      ['/politica-de-confidentialitate.pdf', true],
      ['/termeni-si-conditii.pdf', true],
      ['/politica-privind-cookie-urile.pdf', true],
    ]);
  });

  it("links each site's own terms and privacy text for the newsletter's consent", () => {
    expect(TERMS_LINK.nl.link).toBe('/algemene-voorwaarden');
    expect(PRIVACY_LINK.nl.link).toBe('/privacy-statement');
    expect(TERMS_LINK.ro.link).toBe('/termeni-si-conditii.pdf');
    expect(PRIVACY_LINK.ro.link).toBe('/politica-de-confidentialitate.pdf');
    for (const locale of ['nl', 'ro'] as const) {
      expect(MENUS[locale].legal).toEqual(expect.arrayContaining([TERMS_LINK[locale], PRIVACY_LINK[locale]]));
    }
  });
});

describe('link kinds', () => {
  it('tells pages from external links and documents', () => {
    expect(isExternal('https://example.org/x')).toBe(true);
    expect(isExternal('mailto:info@amn.nl')).toBe(true);
    expect(isExternal('/onderwijs')).toBe(false);
    expect(isLocalPage('/onderwijs#basisonderwijs')).toBe(true);
    expect(isLocalPage('/termeni-si-conditii.pdf')).toBe(false);
  });

  it('lists every page route a locale links to, once, without anchors', () => {
    const nl = menuRoutes('nl');
    expect(nl).toContain('/werken-en-loopbaan');
    expect(nl).toContain('/privacy-statement');
    expect(nl.some((route) => route.includes('#'))).toBe(false);
    expect(new Set(nl).size).toBe(nl.length);
    expect(menuRoutes('ro')).toEqual(expect.arrayContaining(['/', '/asistenta/intrebari-frecvente', '/contact', '/formular/newsletter']));
  });
});
