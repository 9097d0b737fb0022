/**
 * The site search's own weight, per locale, as part of the page-weight bench: what a visitor
 * downloads before opening the search (nothing of the index may be among it), what the first
 * search downloads, and the whole index as the server sends it. Run by bench/page-weight.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { SEARCH_BUDGETS } from './budgets';
import { ROOT } from './lib/site-server';

/** Where each locale's index lives, and a product name its pages have, to search for. */
export const SEARCH_LOCALES = [
  { locale: 'nl', home: '/', index: 'pagefind', query: 'doorstroom' },
  { locale: 'ro', home: '/ro/', index: 'ro/pagefind', query: 'toolkit' },
] as const;

export type SearchResult = {
  locale: string;
  /** Index requests made before the search was opened: must be none. */
  beforeOpen: string[];
  /** What the first search (focus, then typing the query) downloaded from the index. */
  firstSearch: { count: number; bytes: number };
  results: number;
  /** Every file of the locale's index, as the server sends it (brotli where it compresses). */
  index: { files: number; bytes: number; rawBytes: number };
};

const KiB = 1024;
const isIndexUrl = (url: string) => /\/pagefind\//.test(new URL(url).pathname);

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

/** The index files on disk; text files counted brotli-compressed (Pagefind's chunks are gzip already). */
function indexOnDisk(folder: string): SearchResult['index'] {
  const dir = path.join(ROOT, 'build', folder);
  if (!fs.existsSync(dir)) return { files: 0, bytes: 0, rawBytes: 0 };
  let bytes = 0;
  let rawBytes = 0;
  const files = listFiles(dir);
  for (const file of files) {
    const content = fs.readFileSync(file);
    rawBytes += content.length;
    bytes += /\.(js|json)$/.test(file)
      ? Math.min(content.length, zlib.brotliCompressSync(content).length)
      : content.length;
  }
  return { files: files.length, bytes, rawBytes };
}

async function measureLocale(
  browser: Browser,
  baseUrl: string,
  target: (typeof SEARCH_LOCALES)[number],
): Promise<SearchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
  const tab = await context.newPage();
  // Playwright's events, not a CDP session on the page: Pagefind fetches its index from a worker.
  const requests: { url: string; bytes: Promise<number> }[] = [];
  tab.on('requestfinished', (request) => {
    requests.push({
      url: request.url(),
      bytes: request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
    });
  });

  await tab.goto(new URL(target.home, baseUrl).href, { waitUntil: 'networkidle' });
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await tab.waitForTimeout(1000);
  const beforeOpen = requests.map((request) => request.url).filter(isIndexUrl);
  const opened = requests.length;

  const box = tab.getByRole('combobox').first();
  await box.click();
  await box.pressSequentially(target.query);
  await tab.getByRole('listbox').waitFor();
  await tab.waitForLoadState('networkidle');
  const results = await tab.getByRole('listbox').getByRole('option').count();
  await context.close();

  const firstSearch = { count: 0, bytes: 0 };
  for (const request of requests.slice(opened)) {
    if (!isIndexUrl(request.url)) continue;
    firstSearch.count += 1;
    firstSearch.bytes += await request.bytes;
  }
  return { locale: target.locale, beforeOpen, firstSearch, results, index: indexOnDisk(target.index) };
}

/** The search's weight in both locales. */
export async function measureSearch(browser: Browser, baseUrl: string): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  for (const target of SEARCH_LOCALES) results.push(await measureLocale(browser, baseUrl, target));
  return results;
}

/** Everything wrong with a locale's search weight; empty when it passes. */
export function searchProblems(result: SearchResult): string[] {
  const problems: string[] = [];
  if (result.beforeOpen.length > 0) {
    problems.push(`search index fetched before the search was opened: ${result.beforeOpen.join(', ')}`);
  }
  if (result.results === 0) problems.push('the first search listed no results');
  const first = result.firstSearch.bytes / KiB;
  if (first > SEARCH_BUDGETS.firstSearchKiB) {
    problems.push(`first search ${first.toFixed(1)} KiB is over the budget of ${SEARCH_BUDGETS.firstSearchKiB} KiB`);
  }
  const index = result.index.bytes / KiB;
  if (index > SEARCH_BUDGETS.indexKiB) {
    problems.push(`index ${index.toFixed(1)} KiB is over the budget of ${SEARCH_BUDGETS.indexKiB} KiB`);
  }
  return problems;
}

export function searchTable(results: readonly SearchResult[]): string {
  const kib = (value: number) => (value / KiB).toFixed(1);
  const rows = [
    ['locale', 'before open', 'first search (KiB/req)', 'options', 'index (KiB served/raw, files)'],
    ...results.map((result) => [
      result.locale,
      String(result.beforeOpen.length),
      `${kib(result.firstSearch.bytes)}/${result.firstSearch.count}`,
      String(result.results),
      `${kib(result.index.bytes)}/${kib(result.index.rawBytes)}, ${result.index.files}`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')).join('\n');
}
