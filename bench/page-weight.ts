/**
 * Page-weight bench: loads representative pages in Chromium, empty cache, and counts what the
 * wire carried per page and type, and whether the page ran any form code. Fails when a home or
 * content page runs form code or a page is over its budget (bench/budgets.ts).
 *
 *   npm run bench:weight            (starts the production server against the build)
 *   BASE_URL=http://host:port npm run bench:weight
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PAGE_WEIGHT_BUDGETS, type PageKind } from './budgets';
import { launchChromium } from './lib/chromium';
import { ROOT, startSite } from './lib/site-server';
import { measureSearch, searchProblems, searchTable, type SearchResult } from './search-weight';
import { runBench } from './lib/run-bench';

type BenchPage = { path: string; kind: PageKind };

/** Home in both locales, content pages of several templates, the news, and every form page. */
export const PAGES: readonly BenchPage[] = [
  { path: '/', kind: 'home' },
  { path: '/ro/', kind: 'home' },
  { path: '/onderwijs', kind: 'content' },
  { path: '/onderwijs/doorstroomtoets', kind: 'content' },
  { path: '/over-amn', kind: 'content' },
  { path: '/help', kind: 'content' },
  { path: '/alle-producten', kind: 'content' },
  { path: '/ro/despre-amn', kind: 'content' },
  { path: '/nieuws-en-achtergronden', kind: 'content' },
  { path: '/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo', kind: 'content' },
  { path: '/formulier/bedankt', kind: 'content' },
  { path: '/contactformulier', kind: 'form' },
  { path: '/ro/contactformulier', kind: 'form' },
  { path: '/formulier/nieuwsbrief', kind: 'form' },
  { path: '/trainingen/aanmelden', kind: 'form' },
  { path: '/formulier/aanmelden-po', kind: 'form' },
  { path: '/formulier/doorstroomtoets-vooraanmelding', kind: 'form' },
  { path: '/formulier/doorstroomtoets-2026/vooraanmelding', kind: 'form' },
  { path: '/formulier/doorstroomtoets-2026/aanmelding', kind: 'form' },
  { path: '/help/aanvraag', kind: 'form' },
  { path: '/help/school-zoeken', kind: 'form' },
];

/**
 * How form code is recognised in a script: strings that survive minification, one per piece.
 * A form page that shows none of them fails the bench: then these are out of date.
 */
export const FORM_CODE_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'final-form', pattern: /No onSubmit function specified/ },
  { name: 'react-final-form', pattern: /must be used inside of a <Form> component/ },
  { name: 'valibot', pattern: /Expected \$\{[\w$]+\} but r/ },
  // src/domain/forms/finalFormErrors.ts and the FormShell's submit (src/components/forms/).
  { name: 'form kit', pattern: /FINAL_FORM\/form-error|Idempotency-Key/ },
  // The school finder's search request (GET /api/school?term=); since the paths live in
  // src/domain/api.ts, '/api/school' no longer appears as one string in the bundle.
  { name: 'school finder', pattern: /params:\{term:/ },
];

const TYPES = ['html', 'css', 'js', 'img', 'font', 'other'] as const;
type ResourceType = (typeof TYPES)[number];
type Tally = { count: number; bytes: number };

type Resource = {
  url: string;
  mimeType?: string;
  status?: number;
  prefetch: boolean;
  bytes: number;
  done: boolean;
  failed?: string;
  fromCache: boolean;
};

export type PageResult = {
  path: string;
  kind: PageKind;
  status: number | null;
  requests: number;
  byType: Record<ResourceType, Tally>;
  totalBytes: number;
  /** The scripts the page ran, decompressed: what the browser parses. */
  jsRawBytes: number;
  prefetch: Tally;
  /** Scripts the page ran that hold form code: file name and the markers found. */
  formCode: string[];
  /** Prefetched (downloaded, not run) scripts that hold form code. */
  formCodePrefetched: string[];
  failures: string[];
};

const KiB = 1024;

function typeOf(resource: Resource): ResourceType {
  const mime = (resource.mimeType ?? '').toLowerCase();
  const file = new URL(resource.url).pathname.toLowerCase();
  if (mime === 'text/html') return 'html';
  if (mime === 'text/css' || file.endsWith('.css')) return 'css';
  if (mime.includes('javascript') || /\.m?js$/.test(file)) return 'js';
  if (mime.startsWith('image/')) return 'img';
  if (mime.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(file)) return 'font';
  return 'other';
}

const scriptBodies = new Map<string, Promise<string>>();

/** A script's text, fetched once per URL (hashed names: the same URL is the same file). */
function scriptBody(url: string): Promise<string> {
  let body = scriptBodies.get(url);
  if (!body) {
    body = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    scriptBodies.set(url, body);
  }
  return body;
}

function formMarkers(body: string): string[] {
  return FORM_CODE_MARKERS.filter((marker) => marker.pattern.test(body)).map((marker) => marker.name);
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

async function measure(browser: Browser, baseUrl: string, page: BenchPage): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const resources = new Map<string, Resource>();
  const hops: Resource[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    const previous = resources.get(event.requestId);
    if (previous && event.redirectResponse) {
      // The same request id continues after a redirect: keep the hop as a request of its own.
      hops.push({
        ...previous,
        status: event.redirectResponse.status,
        mimeType: 'redirect',
        bytes: event.redirectResponse.encodedDataLength,
        done: true,
      });
    }
    const headers = event.request.headers;
    resources.set(event.requestId, {
      url: event.request.url,
      prefetch: /prefetch/i.test(String(headers['Sec-Purpose'] ?? headers['Purpose'] ?? '')),
      bytes: 0,
      done: false,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const resource = resources.get(event.requestId);
    if (resource) resource.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const resource = resources.get(event.requestId);
    if (!resource) return;
    resource.mimeType = event.response.mimeType;
    resource.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) resource.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const resource = resources.get(event.requestId);
    if (!resource) return;
    resource.bytes = event.encodedDataLength;
    resource.done = true;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const resource = resources.get(event.requestId);
    if (!resource) return;
    resource.failed = event.canceled ? 'canceled' : event.errorText;
    resource.done = true;
  });

  const response = await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'networkidle' });
  // Link prefetches start when the links come into view after hydration; give them time to end.
  await tab.waitForTimeout(1000);
  await tab.waitForLoadState('networkidle');
  await context.close();

  const byType = Object.fromEntries(TYPES.map((type) => [type, { count: 0, bytes: 0 }])) as Record<ResourceType, Tally>;
  const result: PageResult = {
    path: page.path,
    kind: page.kind,
    status: response?.status() ?? null,
    requests: 0,
    byType,
    totalBytes: 0,
    jsRawBytes: 0,
    prefetch: { count: 0, bytes: 0 },
    formCode: [],
    formCodePrefetched: [],
    failures: [],
  };
  for (const resource of [...hops, ...resources.values()]) {
    // Served from the memory or disk cache (a prefetch of a script the page already ran): no request.
    if (resource.fromCache || (resource.done && !resource.failed && resource.bytes === 0)) continue;
    if (resource.failed) {
      // A prefetch the browser dropped is no fault of the page.
      if (!(resource.prefetch && resource.failed === 'canceled')) {
        result.failures.push(`${resource.url}: ${resource.failed}`);
      }
      continue;
    }
    if (resource.status !== undefined && resource.status >= 400) {
      result.failures.push(`${resource.url}: HTTP ${resource.status}`);
    }
    const type = typeOf(resource);
    if (resource.prefetch) {
      result.prefetch.count += 1;
      result.prefetch.bytes += resource.bytes;
    } else {
      result.requests += 1;
      result.totalBytes += resource.bytes;
      byType[type].count += 1;
      byType[type].bytes += resource.bytes;
    }
    if (type !== 'js') continue;
    const body = await scriptBody(resource.url);
    const markers = formMarkers(body);
    if (!resource.prefetch) result.jsRawBytes += Buffer.byteLength(body);
    if (markers.length > 0) {
      const found = `${fileName(resource.url)} (${markers.join(', ')})`;
      (resource.prefetch ? result.formCodePrefetched : result.formCode).push(found);
    }
  }
  return result;
}

/** Everything that is wrong with a page's result; empty when it passes. */
export function problemsOf(result: PageResult): string[] {
  const problems: string[] = [];
  const budget = PAGE_WEIGHT_BUDGETS[result.kind];
  if (result.status !== 200) problems.push(`answered ${result.status ?? 'nothing'}, not 200`);
  problems.push(...result.failures.map((failure) => `request failed: ${failure}`));
  if (result.kind !== 'form' && result.formCode.length > 0) {
    problems.push(`a ${result.kind} page runs form code: ${result.formCode.join('; ')}`);
  }
  if (result.kind === 'form' && result.formCode.length === 0) {
    problems.push(
      'a form page without recognised form code: FORM_CODE_MARKERS in bench/page-weight.ts are out of date',
    );
  }
  const js = result.byType.js.bytes / KiB;
  if (js > budget.jsKiB)
    problems.push(`JS ${js.toFixed(1)} KiB is over the ${result.kind} budget of ${budget.jsKiB} KiB`);
  const total = result.totalBytes / KiB;
  if (total > budget.totalKiB) {
    problems.push(`total ${total.toFixed(1)} KiB is over the ${result.kind} budget of ${budget.totalKiB} KiB`);
  }
  return problems;
}

const kib = (bytes: number) => (bytes / KiB).toFixed(1);

function table(results: readonly PageResult[]): string {
  const header = ['page', 'kind', 'req', ...TYPES, 'total', 'JS raw', 'prefetch', 'form code'];
  const rows = results.map((result) => [
    result.path,
    result.kind,
    String(result.requests),
    ...TYPES.map((type) => `${kib(result.byType[type].bytes)}/${result.byType[type].count}`),
    kib(result.totalBytes),
    kib(result.jsRawBytes),
    `${kib(result.prefetch.bytes)}/${result.prefetch.count}` + (result.formCodePrefetched.length ? ' (form)' : ''),
    result.formCode.length === 0 ? 'none' : result.kind === 'form' ? 'yes' : 'YES',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const site = await startSite();
  const browser = await launchChromium(site.baseUrl);
  const results: PageResult[] = [];
  let search: SearchResult[] = [];
  try {
    for (const page of PAGES) results.push(await measure(browser, site.baseUrl, page));
    search = await measureSearch(browser, site.baseUrl);
  } finally {
    await browser.close();
    await site.close();
  }

  console.log(`Page weight at ${site.baseUrl}: KiB on the wire (compressed, headers included) / requests,`);
  console.log('first visit with an empty cache, 1280×800. "JS raw": the scripts run, decompressed.');
  console.log('"prefetch": route chunks downloaded for links in view, not run; "(form)": some hold form code.\n');
  console.log(table(results));
  console.log('\nSite search per locale: index requests before it is opened, what the first search downloads,');
  console.log('and the whole index as served (brotli for its script and entry file; its chunks are gzip already).\n');
  console.log(searchTable(search));

  const failed = results
    .map((result) => ({ result, problems: problemsOf(result) }))
    .filter(({ problems }) => problems.length > 0);
  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'page-weight.json'),
    JSON.stringify(
      { date: new Date().toISOString(), baseUrl: site.baseUrl, budgets: PAGE_WEIGHT_BUDGETS, results, search },
      null,
      2,
    ),
  );
  const prefetchedForm = results.filter((result) => result.kind !== 'form' && result.formCodePrefetched.length > 0);
  if (prefetchedForm.length > 0) {
    console.log('\nForm code prefetched (not run) for links in view:');
    for (const result of prefetchedForm) console.log(`  ${result.path}: ${result.formCodePrefetched.join('; ')}`);
  }
  const searchFailed = search.flatMap((result) =>
    searchProblems(result).map((problem) => `search ${result.locale}: ${problem}`),
  );
  if (failed.length === 0 && searchFailed.length === 0) {
    console.log('\nAll pages and the search within budget; no home or content page runs form code.');
    return 0;
  }
  console.error('\nPage-weight bench FAILED:');
  for (const { result, problems } of failed) {
    for (const problem of problems) console.error(`  ${result.path}: ${problem}`);
  }
  for (const problem of searchFailed) console.error(`  ${problem}`);
  return 1;
}

runBench(module, main);
