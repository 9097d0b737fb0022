import fs from 'node:fs';
import path from 'node:path';
import { MENUS, TOP_MENU, isLocalPage, type MenuItem } from '../../../src/data/menus';
import { PAGE_ROUTES, pageAddress } from '../../../src/domain/routes';
import { MOVED } from '../../../server/static/redirects';
import { baseUrl } from '../../../test/support/browser/harness';

/**
 * Every address of the Romanian site is Romanian (issue #59): no word of a Romanian page's address,
 * in the built site's sitemap or among the pages kept out of it, is a Dutch or an English word,
 * except the few Romanian uses as they are.
 */
const ROOT = path.resolve(__dirname, '../../..');

/** Words of an address: its path segments split at hyphens and dots, lower case. */
const wordsOf = (address: string) =>
  new URL(address, 'https://www.amn.nl').pathname
    .toLowerCase()
    .split(/[/.-]+/)
    .filter(Boolean);

/** Words Romanian uses as they are, though Dutch or English have them too. */
const SAME_IN_ROMANIAN = new Set(['ro', 'de', 'contact', 'newsletter', 'test', 'pdf', 'amn']);

/** English words the Romanian site once had in its addresses, and others it is likely to take. */
const ENGLISH = ['search', 'form', 'toolkit', 'faq', 'download', 'downloads', 'helpdesk', 'help', 'support'];
const ENGLISH_MORE = ['unsubscribe', 'confirm', 'about', 'projects', 'schools', 'for', 'privacy', 'terms'];

/** The Dutch site's own address words: its page routes, its menus' pages and its page files. */
function dutchWords(): Set<string> {
  const links: string[] = [...Object.values(PAGE_ROUTES)];
  const visit = (items: MenuItem[]) =>
    items.forEach((item) => {
      if (isLocalPage(item.link)) links.push(item.link.split('#')[0]);
      if (item.children) visit(item.children);
    });
  const nl = MENUS.nl;
  [nl.main, nl.secondary, nl.footerAbout, nl.footerSupport, nl.legal, TOP_MENU].forEach(visit);
  for (const dir of ['docs', 'src/pages']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.(mdx?|tsx)$/.test(file) && !file.includes('__tests__')) links.push(`/${file.replace(/\.\w+$/, '')}`);
    }
  }
  return new Set(links.flatMap(wordsOf).filter((word) => !SAME_IN_ROMANIAN.has(word)));
}

const FOREIGN = new Set([...dutchWords(), ...ENGLISH, ...ENGLISH_MORE]);
const foreignWordsIn = (address: string) => wordsOf(address).filter((word) => FOREIGN.has(word));

describe('the Romanian addresses', () => {
  it('the detector finds the Dutch and English words the Romanian addresses had', () => {
    expect(foreignWordsIn('/ro/zoeken')).toEqual(['zoeken']);
    expect(foreignWordsIn('/ro/formulier/nieuwsbrief')).toEqual(['formulier', 'nieuwsbrief']);
    expect(foreignWordsIn('/ro/nieuwsbrief/afmelden')).toEqual(['nieuwsbrief', 'afmelden']);
    expect(foreignWordsIn('/ro/pentru-scoli/test-toolkit')).toEqual(['toolkit']);
    expect(foreignWordsIn('/ro/asistenta/faq')).toEqual(['faq']);
  });

  it('of every page in the Romanian sitemap are Romanian words', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/ro/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses).toEqual(
      expect.arrayContaining([
        'https://www.amn.nl/ro/formular/newsletter',
        'https://www.amn.nl/ro/pentru-scoli/trusa-de-teste',
        'https://www.amn.nl/ro/asistenta/intrebari-frecvente',
      ]),
    );
    expect(addresses.flatMap((address) => foreignWordsIn(address).map((word) => `${address}: ${word}`))).toEqual([]);
  });

  it('of the pages kept out of the sitemap are Romanian words too, and the pages exist', async () => {
    for (const page of [
      'newsletterConfirm',
      'newsletterManage',
      'newsletterTopics',
      'search',
      'newsletterSignUp',
    ] as const) {
      const address = pageAddress(page, 'ro');
      expect(foreignWordsIn(address)).toEqual([]);
      expect((await fetch(`${baseUrl()}${address}`)).status).toBe(200);
    }
  });

  it.each(Object.entries(MOVED).filter(([from]) => from.startsWith('/ro/')))(
    'answers the old address %s with 301 to %s, a Romanian address',
    async (from, to) => {
      const response = await fetch(`${baseUrl()}${from}?token=abc`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${to}?token=abc`);
      expect(foreignWordsIn(to)).toEqual([]);
    },
  );
});

/** The hreflang links of a page: [language, address] pairs. */
async function languageVersions(route: string): Promise<string[][]> {
  const html = await (await fetch(`${baseUrl()}${route}`)).text();
  return [...html.matchAll(/<link[^>]*rel="?alternate"?[^>]*>/g)].flatMap((match) => {
    const language = /hreflang="?([\w-]+)"?/i.exec(match[0])?.[1];
    const href = /href="?([^"\s>]+)"?/.exec(match[0])?.[1];
    return language && href ? [[language, href]] : [];
  });
}

describe('the language versions (hreflang)', () => {
  it.each([
    ['/ro/cautare', 'https://www.amn.nl/zoeken', 'https://www.amn.nl/ro/cautare'],
    [
      '/ro/formular/newsletter',
      'https://www.amn.nl/formulier/nieuwsbrief',
      'https://www.amn.nl/ro/formular/newsletter',
    ],
    ['/ro/contact', 'https://www.amn.nl/contactformulier', 'https://www.amn.nl/ro/contact'],
    ['/ro/', 'https://www.amn.nl/', 'https://www.amn.nl/ro/'],
  ])('pair %s with its Dutch page at its own address', async (route, nl, ro) => {
    expect((await languageVersions(route)).sort()).toEqual(
      [
        ['nl-NL', nl],
        ['ro-RO', ro],
        ['x-default', nl],
      ].sort(),
    );
  });

  it('name no Dutch version for a page only the Romanian site has', async () => {
    expect(await languageVersions('/ro/harta-aplicatiilor')).toEqual([]);
  });
});
