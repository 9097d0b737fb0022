import { PAGE_PAIRS, localPageRoute, pageAddress, pagePairOf } from '../routes';

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
