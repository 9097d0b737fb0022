/**
 * Lighthouse bench: the mobile preset (simulated throttling) on a few key pages in Debian's
 * Chromium, several runs each; prints the medians of the four category scores and of LCP, CLS
 * and TBT, and fails when a check that does not depend on timing (accessibility, best practices,
 * SEO, CLS) is past its threshold (bench/budgets.ts). Speed is judged by bench/side-by-side.ts.
 *
 *   npm run bench:lighthouse                        (starts the production server against the build)
 *   BASE_URL=http://host:port LIGHTHOUSE_RUNS=3 npm run bench:lighthouse
 *
 * Nothing leaves the machine: Lighthouse's error reporting (Sentry) is started only by its CLI,
 * never through this Node API; Chromium resolves no host but the site's (bench/lib/chromium.ts);
 * and a run that requested anything elsewhere fails the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { LIGHTHOUSE_THRESHOLDS, type LighthouseThresholds } from './budgets';
import { launchChromium } from './lib/chromium';
import { median, runLighthouse } from './lib/lighthouse-run';
import { ROOT, startSite } from './lib/site-server';
import { freePort } from '../test/support/free-port';
import { runBench } from './lib/run-bench';

export const PAGES: readonly { path: string; label: string }[] = [
  { path: '/', label: 'home (nl)' },
  { path: '/onderwijs/doorstroomtoets', label: 'content page' },
  { path: '/contactformulier', label: 'form page' },
];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

type Summary = LighthouseThresholds & { performance: number; lcpMs: number; tbtMs: number };
const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
const METRICS = ['lcpMs', 'cls', 'tbtMs'] as const;
/** What fails the bench: the scores and metrics that do not depend on timing (budgets.ts says why). */
const JUDGED_SCORES = ['accessibility', 'bestPractices', 'seo'] as const;

function summarize(lhr: Result): Summary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
}

export function problemsOf(summary: Summary, thresholds: LighthouseThresholds = LIGHTHOUSE_THRESHOLDS): string[] {
  const problems: string[] = [];
  for (const key of JUDGED_SCORES) {
    if (summary[key] < thresholds[key]) problems.push(`${key} ${summary[key]} is under ${thresholds[key]}`);
  }
  if (!(summary.cls <= thresholds.cls)) problems.push(`cls ${format('cls', summary.cls)} is over ${thresholds.cls}`);
  return problems;
}

function format(key: keyof Summary, value: number): string {
  if (key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

type PageOutcome = { path: string; label: string; summary: Summary; runs: Summary[]; problems: string[] };

function table(outcomes: readonly PageOutcome[]): string {
  const range = (runs: Summary[], key: keyof Summary) => {
    const values = runs.map((run) => run[key]);
    return `${format(key, Math.min(...values))}–${format(key, Math.max(...values))}`;
  };
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'perf range', 'TBT range'];
  const rows = outcomes.map(({ path: page, summary, runs }) => [
    page,
    ...SCORES.map((key) => format(key, summary[key])),
    ...METRICS.map((key) => format(key, summary[key])),
    range(runs, 'performance'),
    range(runs, 'tbtMs'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${RUNS}`);
  // Lighthouse is an ES module; this bench runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const site = await startSite();
  const port = await freePort();
  const browser = await launchChromium(site.baseUrl, [`--remote-debugging-port=${port}`]);
  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'html',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
  };
  const outcomes: PageOutcome[] = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  try {
    for (const page of PAGES) {
      const lhrs: Result[] = [];
      const reports: string[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`Lighthouse ${page.path} run ${run}/${RUNS}…\n`);
        const result = await runLighthouse(lighthouse, new URL(page.path, site.baseUrl).href, flags);
        lhrs.push(result.lhr);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        lighthouseVersion = result.lhr.lighthouseVersion;
        reports.push(String(result.report));
      }
      const runs = lhrs.map(summarize);
      const summary = Object.fromEntries(
        [...SCORES, ...METRICS].map((key) => [key, median(runs.map((run) => run[key]))]),
      ) as Summary;
      // The report of the run Lighthouse itself calls the median one, to read the details in.
      const slug = page.path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
      fs.writeFileSync(path.join(outDir, `lighthouse-${slug}.html`), reports[lhrs.indexOf(computeMedianRun(lhrs))]);
      outcomes.push({ ...page, summary, runs, problems: problemsOf(summary) });
    }
  } finally {
    await browser.close();
    await site.close();
  }

  console.log(`\nLighthouse at ${site.baseUrl}: mobile preset, simulated throttling; medians of ${RUNS} runs.`);
  console.log(table(outcomes));
  console.log(
    `Lighthouse ${lighthouseVersion}; this machine's benchmarkIndex (median): ${Math.round(median(benchmarkIndexes))}.`,
  );
  fs.writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        baseUrl: site.baseUrl,
        runs: RUNS,
        thresholds: LIGHTHOUSE_THRESHOLDS,
        outcomes,
      },
      null,
      2,
    ),
  );
  console.log('Reports of the median runs: bench/results/lighthouse-*.html');
  const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
  if (failed.length === 0) {
    console.log('\nAll pages within the Lighthouse thresholds.');
    return 0;
  }
  console.error('\nLighthouse bench FAILED:');
  for (const outcome of failed) {
    for (const problem of outcome.problems) console.error(`  ${outcome.path}: ${problem}`);
  }
  return 1;
}

runBench(module, main);
