/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUILD_DIR, builtPages } from '../../../test/support/browser/builtPages';

/**
 * The site search indexes each page's `<main>` as the server sends it (plugins/search-index). An
 * island streamed after the footer would be missing from it: every island's text must be in the
 * index entry of its page.
 */

type IndexedPage = { url: string; content: string };

/** The entries of both locales' Pagefind indexes: each a gzip of `pagefind_dcd` and the page's JSON. */
function indexedPages(): IndexedPage[] {
  return ['pagefind', 'ro/pagefind'].flatMap((folder) => {
    const dir = path.join(BUILD_DIR, folder, 'fragment');
    return fs.readdirSync(dir).map((file) => {
      const data = zlib.gunzipSync(fs.readFileSync(path.join(dir, file)));
      const { url, content } = JSON.parse(data.subarray('pagefind_dcd'.length).toString('utf8'));
      return { url, content };
    });
  });
}

/**
 * Letters and digits only, lower case: Pagefind joins the text of neighbouring elements its own
 * way (with a full stop after a heading, without a space after a link), so the words are compared
 * without what lies between them.
 */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** An island's text as the index takes it: without what the index leaves out, nor an icon's label. */
function islandText(island: Element): string {
  const copy = island.cloneNode(true) as Element;
  copy.querySelectorAll('nav, form, .theme-doc-toc-mobile, [data-search-ignore], svg').forEach((node) => node.remove());
  const texts: string[] = [];
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return lettersOf(texts.join(' '));
}

describe('the site search index', () => {
  it('holds the text of every island of every page it indexes', () => {
    const files = new Map(builtPages().map(({ route, file }) => [route, file]));
    const indexed = indexedPages();
    expect(indexed.length).toBeGreaterThan(60);
    let islands = 0;
    const missing: string[] = [];
    for (const { url, content } of indexed) {
      const file = files.get(url);
      if (!file) throw new Error(`The index names ${url}, which the build does not hold.`);
      const page = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html');
      const indexedText = lettersOf(content);
      for (const island of page.querySelectorAll('[data-island]')) {
        const text = islandText(island);
        if (text === '') continue;
        islands += 1;
        if (!indexedText.includes(text)) missing.push(`${url}: ${island.textContent?.trim().slice(0, 60)}`);
      }
    }
    // Most product pages hold several islands (round texts, cards, downloads).
    expect(islands).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('holds one variant of each dated text: the one a visitor reads on the build day', () => {
    const files = new Map(builtPages().map(({ route, file }) => [route, file]));
    let variants = 0;
    const leaked: string[] = [];
    for (const { url, content } of indexedPages()) {
      const file = files.get(url);
      if (!file) continue;
      const page = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html');
      const main = page.querySelector('main');
      if (!main) continue;
      // The texts of the other days, as RoundState lays them beside the build day's (hidden from everyone).
      const hidden = [...main.querySelectorAll('[data-round-state] > [aria-hidden="true"]')];
      if (hidden.length === 0) continue;
      // What the page shows on the build day (the hidden texts taken out whatever marks they carry): a
      // hidden text that is also shown elsewhere may be indexed.
      const visible = main.cloneNode(true) as Element;
      visible.querySelectorAll('[data-round-state] > [aria-hidden="true"]').forEach((node) => node.remove());
      const shown = islandText(visible);
      const indexedText = lettersOf(content);
      for (const variant of hidden) {
        const text = lettersOf(variant.textContent ?? '');
        if (text === '') continue;
        variants += 1;
        if (indexedText.includes(text) && !shown.includes(text)) {
          leaked.push(`${url}: ${variant.textContent?.trim().slice(0, 80)}`);
        }
      }
    }
    // The home slides and the Doorstroomtoets page hold dated texts in each locale.
    expect(variants).toBeGreaterThan(10);
    expect(leaked).toEqual([]);
  });
});
