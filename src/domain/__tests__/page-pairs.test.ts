import { PAGE_PAIRS, counterpartAddress, localPageRoute, pageAddress, pagePairOf } from '../routes';

describe('the pages both sites have', () => {
  it('pair each Dutch page with its Romanian address, found from either side', () => {
    expect(pagePairOf('/zoeken', 'nl')).toEqual({ nl: '/zoeken', ro: '/cautare' });
    expect(pagePairOf('/cautare', 'ro')).toEqual({ nl: '/zoeken', ro: '/cautare' });
    expect(pagePairOf('/formular/newsletter/', 'ro')).toEqual({
      nl: '/formulier/nieuwsbrief',
      ro: '/formular/newsletter',
    });
    expect(pagePairOf('/contact', 'ro')).toEqual({ nl: '/contactformulier', ro: '/contact' });
    expect(pagePairOf('/', 'ro')).toEqual({ nl: '/', ro: '/' });
  });

  it('have no pair for a page of one site only, or for a Dutch address asked on the Romanian site', () => {
    expect(pagePairOf('/harta-aplicatiilor', 'ro')).toBeUndefined();
    expect(pagePairOf('/onderwijs', 'nl')).toBeUndefined();
    expect(pagePairOf('/zoeken', 'ro')).toBeUndefined();
  });

  it('give each locale its own address, the Romanian one under /ro', () => {
    expect(localPageRoute('newsletterManage', 'nl')).toBe('/nieuwsbrief/afmelden');
    expect(pageAddress('newsletterManage', 'ro')).toBe('/ro/newsletter/dezabonare');
    expect(pageAddress('newsletterConfirm', 'nl')).toBe('/nieuwsbrief/bevestigen');
    expect(new Set(PAGE_PAIRS.map((pair) => pair.ro)).size).toBe(PAGE_PAIRS.length);
  });
});

describe("the header's language link", () => {
  it.each([
    ['/ro/cautare', 'ro', '/zoeken'],
    ['/ro/contact/', 'ro', '/contactformulier'],
    ['/ro/asistenta/suport-tehnic', 'ro', '/help'],
    ['/ro/', 'ro', '/'],
    ['/ro', 'ro', '/'],
    ['/formulier/nieuwsbrief', 'nl', '/ro/formular/newsletter'],
    ['/over-amn', 'nl', '/ro/despre-amn'],
    ['/', 'nl', '/ro/'],
  ] as const)('leads from %s (%s) to its counterpart %s', (pathname, locale, address) => {
    expect(counterpartAddress(pathname, locale)).toBe(address);
  });

  it("leads from a page of one site only to the other site's home", () => {
    expect(counterpartAddress('/ro/harta-aplicatiilor', 'ro')).toBe('/');
    expect(counterpartAddress('/onderwijs/doorstroomtoets', 'nl')).toBe('/ro/');
    // A Dutch page's path asked on the Romanian site is no pair of it.
    expect(counterpartAddress('/ro/zoeken', 'ro')).toBe('/');
  });
});
