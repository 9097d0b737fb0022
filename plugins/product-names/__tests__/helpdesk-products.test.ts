import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_SPELLINGS } from '../../../src/data/productNames';
import { MAIN_MENU_NL, type MenuItem } from '../../../src/data/menus';
import { HELPDESK_PRODUCTS } from '../../../src/domain/options';

const SITE = path.resolve(__dirname, '../../..');
const PRODUCT_PAGE = /^\/(onderwijs|werken-en-loopbaan)\/[a-z-]+$/;

/** The product pages that "Alle producten" shows as tiles: title and link. */
function productTiles(): { title: string; link: string }[] {
  const mdx = fs.readFileSync(path.join(SITE, 'docs/alle-producten.mdx'), 'utf8');
  return [...mdx.matchAll(/<IconTile [^>]*title="([^"]+)" link="([^"]+)"/g)]
    .map(([, title, link]) => ({ title, link }))
    .filter(({ link }) => PRODUCT_PAGE.test(link));
}

const menuLinks = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...menuLinks(item.children ?? [])]);

describe('the helpdesk form offers every product of the site', () => {
  it('has every product tile of "Alle producten", by its one spelling', () => {
    const tiles = productTiles();
    expect(tiles.map(({ title }) => title)).toEqual(expect.arrayContaining(['Jobtender', 'LOB en loopbaanleren']));
    for (const { title } of tiles) expect(HELPDESK_PRODUCTS).toContain(title);
  });

  it('has every product page the menus link to', () => {
    const pages = menuLinks(MAIN_MENU_NL).filter(({ link }) => PRODUCT_PAGE.test(link));
    expect(pages.length).toBeGreaterThan(0);
    for (const { link } of pages) {
      const spelling = PRODUCT_SPELLINGS.find(({ page }) => page === link);
      expect(HELPDESK_PRODUCTS.some((product) => product === spelling?.name)).toBe(true);
    }
  });

  it('names each product as src/data/productNames.ts spells it, and each product page is there', () => {
    const known = PRODUCT_SPELLINGS.map(({ name }) => name);
    const products = HELPDESK_PRODUCTS.filter(
      (name) => name !== 'Portaal' && name !== 'Anders' && name !== 'Proeftoets',
    );
    for (const name of products) expect(known).toContain(name);
    for (const { link } of productTiles()) expect(PRODUCT_SPELLINGS.some(({ page }) => page === link)).toBe(true);
  });
});
