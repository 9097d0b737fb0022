/**
 * Side-by-side bench: our site against a blank Docusaurus classic site of the same version
 * (bench/lib/blank-site.ts), measured in one run on one machine, so that what the machine's load
 * does to one it does to the other. Prints one table of ratios and says which targets are met.
 *
 *   npm run bench:side-by-side
 *   SIDE_BY_SIDE_ROUNDS=3 SIDE_BY_SIDE_PRESETS=mobile SIDE_BY_SIDE_PAGES=home,form npm run bench:side-by-side
 *
 * 1. Builds: each site's production build (both locales), alternating, `SIDE_BY_SIDE_BUILDS`
 *    rounds (default 3; 0 skips the measurement and builds only what is missing or stale).
 * 2. Lighthouse (mobile and desktop presets) on five pages of ours and their blank counterparts,
 *    both served by our production server, alternating which site goes first in each round,
 *    `SIDE_BY_SIDE_ROUNDS` rounds (default 5); medians per page, site and preset.
 * 3. Where our pages' script goes: each page's scripts per chunk, KiB on the wire. With
 *    `SIDE_BY_SIDE_MODULES=true`, on a source-mapped build of the Dutch site (as `bench:profile`
 *    makes it), with each chunk's largest sources.
 *
 * A full run (all pages, both presets, at least five rounds) writes its table with the date into
 * bench/README.md; every run writes its raw numbers to bench/results/side-by-side.json.
 *
 * To see what one change buys, measure our build against an earlier build of ours instead of the
 * blank site (same pages on both sides; nothing is written to the README):
 *   SIDE_BY_SIDE_AGAINST=/path/to/earlier/build SIDE_BY_SIDE_BUILDS=0 npm run bench:side-by-side
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { ensureBuild } from '../scripts/ensure-build';
import { blankSiteDir, BLANK_DOCUSAURUS_VERSION, materializeBlankSite } from './lib/blank-site';
import { launchChromium } from './lib/chromium';
import { median, runLighthouse, type Lighthouse } from './lib/lighthouse-run';
import { measuredBuild, type BuildMeasure } from './lib/measured-build';
import { ROOT } from './lib/paths';
import { startSite } from './lib/site-server';
import { SIDE_BY_SIDE_TARGETS } from './budgets';
import { freePort } from '../test/support/free-port';
import { runBench } from './lib/run-bench';
import { modulesOfPages, scriptReport, scriptsOfPages, type PageScripts } from './lib/script-report';

/** Our pages and their blank counterparts (bench/README.md says why these). */
export const PAIRS = [
  { key: 'home', ours: '/', blank: '/' },
  { key: 'product', ours: '/onderwijs/doorstroomtoets', blank: '/docs/intro' },
  {
    key: 'news article',
    ours: '/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo',
    blank: '/blog/long-blog-post',
  },
  { key: 'form', ours: '/formulier/aanmelden-po', blank: '/docs/tutorial-basics/markdown-features' },
  {
    key: 'round page',
    ours: '/formulier/doorstroomtoets-2026/aanmelding',
    blank: '/docs/tutorial-basics/markdown-features',
  },
  { key: 'Romanian home', ours: '/ro/', blank: '/ro/' },
] as const;

/**
 * Performance audits that add nothing to the score and cost a run most of its time (they gather
 * coverage, source maps and recompressed responses). The score comes from the five metrics alone.
 */
const UNSCORED_AUDITS = [
  'screenshot-thumbnails',
  'final-screenshot',
  'unused-javascript',
  'unused-css-rules',
  'legacy-javascript',
  'duplicated-javascript',
  'valid-source-maps',
  'uses-text-compression',
  'uses-optimized-images',
  'modern-image-formats',
  'uses-responsive-images',
  'offscreen-images',
  'unminified-css',
  'unminified-javascript',
  'bf-cache',
  'script-treemap-data',
];

type Site = 'ours' | 'blank';
type Preset = 'mobile' | 'desktop';
const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** What one Lighthouse run tells us. */
export type Measure = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  scriptKiB: number;
  /** Diagnostics, not judged: main-thread work and script evaluation as Lighthouse estimates them. */
  mainThreadMs: number;
  bootupMs: number;
};
const MEASURE_KEYS = ['performance', 'tbtMs', 'lcpMs', 'cls', 'scriptKiB', 'mainThreadMs', 'bootupMs'] as const;

function measureOf(lhr: Result): Measure {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const scripts = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    scriptKiB: scripts / 1024,
    mainThreadMs: metric('mainthread-work-breakdown'),
    bootupMs: metric('bootup-time'),
  };
}

function medianMeasure(runs: Measure[]): Measure {
  return Object.fromEntries(MEASURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as Measure;
}

/** The targets one page pair misses on the mobile preset (empty: all met). */
export function missedTargets(ours: Measure, blank: Measure, targets = SIDE_BY_SIDE_TARGETS): string[] {
  const missed: string[] = [];
  if (ours.performance < blank.performance + targets.performanceAboveBlank)
    missed.push(`performance not ${targets.performanceAboveBlank}+ above`);
  if (!(ours.tbtMs <= blank.tbtMs * targets.tbtRatio)) missed.push(`TBT over ${targets.tbtRatio}×`);
  if (!(ours.scriptKiB <= blank.scriptKiB * targets.scriptRatio)) missed.push(`script over ${targets.scriptRatio}×`);
  if (!(ours.lcpMs <= blank.lcpMs * targets.lcpRatio)) missed.push('LCP later');
  if (!(ours.cls <= targets.cls)) missed.push(`CLS over ${targets.cls}`);
  return missed;
}

function envList<T extends string>(name: string, all: readonly T[]): T[] {
  const given = process.env[name];
  if (!given) return [...all];
  const chosen = given.split(',').map((item) => item.trim()) as T[];
  const unknown = chosen.filter((item) => !all.includes(item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${all.join(', ')})`);
  return chosen;
}

function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not ${value}`);
  return value;
}

type Builds = Record<Site, BuildMeasure[]>;

async function measureBuilds(rounds: number, blankDir: string): Promise<Builds> {
  const builds: Builds = { ours: [], blank: [] };
  const dirs: Record<Site, { siteDir: string; outDir: string }> = {
    ours: { siteDir: ROOT, outDir: path.join(ROOT, 'build') },
    blank: { siteDir: blankDir, outDir: path.join(blankDir, 'build') },
  };
  for (let round = 1; round <= rounds; round++) {
    const order: Site[] = round % 2 ? ['blank', 'ours'] : ['ours', 'blank'];
    for (const site of order) {
      process.stdout.write(`Build ${site} ${round}/${rounds}… `);
      const measure = await measuredBuild(dirs[site].siteDir, dirs[site].outDir);
      console.log(`${measure.seconds.toFixed(1)} s, ${Math.round(measure.peakMiB)} MiB`);
      builds[site].push(measure);
    }
  }
  return builds;
}

async function ensureBlankBuild(blankDir: string): Promise<void> {
  if (fs.existsSync(path.join(blankDir, 'build', 'ro', 'index.html'))) return;
  console.log(`Building the blank site once into ${path.join(blankDir, 'build')}…`);
  await measuredBuild(blankDir, path.join(blankDir, 'build'));
}

type PairOutcome = {
  key: string;
  ours: string;
  blank: string;
  preset: Preset;
  runs: Record<Site, Measure[]>;
  median: Record<Site, Measure>;
  missed: string[];
};

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const ratio = (ours: number, blank: number) => (blank > 0 ? `${(ours / blank).toFixed(2)}×` : ours > 0 ? '∞' : '1×');

function rows(outcomes: readonly PairOutcome[], builds: Builds | null): string[][] {
  const header = [
    'page',
    'preset',
    'perf ours/blank',
    'TBT ms ours/blank',
    'LCP ms ours/blank',
    'CLS ours/blank',
    'script KiB ours/blank',
    'targets',
  ];
  const lines = outcomes.map(({ key, preset, median: { ours, blank }, missed }) => [
    key,
    preset,
    `${ours.performance} / ${blank.performance} (${ours.performance - blank.performance >= 0 ? '+' : ''}${ours.performance - blank.performance})`,
    `${fixed(ours.tbtMs)} / ${fixed(blank.tbtMs)} (${ratio(ours.tbtMs, blank.tbtMs)})`,
    `${fixed(ours.lcpMs)} / ${fixed(blank.lcpMs)} (${ratio(ours.lcpMs, blank.lcpMs)})`,
    `${fixed(ours.cls, 3)} / ${fixed(blank.cls, 3)}`,
    `${fixed(ours.scriptKiB, 1)} / ${fixed(blank.scriptKiB, 1)} (${ratio(ours.scriptKiB, blank.scriptKiB)})`,
    preset === 'mobile' ? (missed.length === 0 ? 'met' : `NOT MET: ${missed.join('; ')}`) : '(goals are mobile)',
  ]);
  if (builds && builds.ours.length > 0) {
    const seconds = (site: Site) => median(builds[site].map((build) => build.seconds));
    const peak = (site: Site) => median(builds[site].map((build) => build.peakMiB));
    lines.push([
      'production build',
      'nl + ro',
      `${fixed(seconds('ours'), 1)} s / ${fixed(seconds('blank'), 1)} s (${ratio(seconds('ours'), seconds('blank'))})`,
      `peak ${fixed(peak('ours'))} / ${fixed(peak('blank'))} MiB (${ratio(peak('ours'), peak('blank'))})`,
      '',
      '',
      '',
      '(reported)',
    ]);
  }
  return [header, ...lines];
}

function plainTable(table: string[][]): string {
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(table[0]), line(widths.map((width) => '-'.repeat(width))), ...table.slice(1).map(line)].join('\n');
}

function markdownTable(table: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(table[0]), line(table[0].map(() => '---')), ...table.slice(1).map(line)].join('\n');
}

const README = path.join(ROOT, 'bench', 'README.md');
const START = '<!-- side-by-side:start -->';
const END = '<!-- side-by-side:end -->';

/** Replaces the generated part of bench/README.md (between its two markers). */
export function withTable(readme: string, generated: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${generated}\n${readme.slice(end)}`;
}

async function main(): Promise<number> {
  const rounds = envCount('SIDE_BY_SIDE_ROUNDS', 5);
  const buildRounds = envCount('SIDE_BY_SIDE_BUILDS', 3);
  const presets = envList('SIDE_BY_SIDE_PRESETS', PRESETS);
  const pairs = PAIRS.filter((pair) =>
    envList(
      'SIDE_BY_SIDE_PAGES',
      PAIRS.map((each) => each.key),
    ).includes(pair.key),
  );
  if (rounds < 1) throw new Error('SIDE_BY_SIDE_ROUNDS must be at least 1');
  const loadAtStart = os.loadavg()[0];

  const against = process.env.SIDE_BY_SIDE_AGAINST ? path.resolve(process.env.SIDE_BY_SIDE_AGAINST) : null;
  const blankDir = materializeBlankSite(blankSiteDir());
  const builds = buildRounds > 0 && !against ? await measureBuilds(buildRounds, blankDir) : null;
  if (!builds) {
    ensureBuild(ROOT);
    if (!against) await ensureBlankBuild(blankDir);
  }
  const otherBuild = against ?? path.join(blankDir, 'build');
  const otherPath = (pair: (typeof PAIRS)[number]) => (against ? pair.ours : pair.blank);

  const { default: lighthouse } = (await import('lighthouse')) as { default: Lighthouse };
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const servers = { ours: await startSite(path.join(ROOT, 'build')), blank: await startSite(otherBuild) };
  const port = await freePort();
  // One browser for both sites: each host is let through by its resolver rule (127.0.0.1).
  const browser = await launchChromium(servers.ours.baseUrl, [`--remote-debugging-port=${port}`]);
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableFullPageScreenshot: true,
    skipAudits: UNSCORED_AUDITS,
  };
  const outcomes: PairOutcome[] = [];
  const benchmarkIndexes: number[] = [];
  let scripts: PageScripts[] = [];
  try {
    for (const preset of presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const runs = new Map(pairs.map((pair) => [pair.key, { ours: [] as Measure[], blank: [] as Measure[] }]));
      for (let round = 1; round <= rounds; round++) {
        for (const pair of pairs) {
          const order: Site[] = round % 2 ? ['ours', 'blank'] : ['blank', 'ours'];
          for (const site of order) {
            const pagePath = site === 'ours' ? pair.ours : otherPath(pair);
            const url = new URL(pagePath, servers[site].baseUrl).href;
            process.stdout.write(`${preset} ${round}/${rounds} ${site.padEnd(5)} ${pagePath}… `);
            // The blank site's blog shows its authors' avatars from github.com: refused, as above.
            const { lhr } = await runLighthouse(lighthouse, url, flags, { config, allowOutside: site === 'blank' });
            const measure = measureOf(lhr);
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            runs.get(pair.key)![site].push(measure);
            console.log(`perf ${measure.performance}, TBT ${fixed(measure.tbtMs)} ms, LCP ${fixed(measure.lcpMs)} ms`);
          }
        }
      }
      for (const pair of pairs) {
        const pairRuns = runs.get(pair.key)!;
        const medians = { ours: medianMeasure(pairRuns.ours), blank: medianMeasure(pairRuns.blank) };
        outcomes.push({
          ...pair,
          blank: otherPath(pair),
          preset,
          runs: pairRuns,
          median: medians,
          missed: missedTargets(medians.ours, medians.blank),
        });
      }
    }
    // Where our pages' script goes, per chunk; with SIDE_BY_SIDE_MODULES=true per source as well.
    const ourPages = pairs.map((pair) => ({ key: pair.key, path: pair.ours }));
    scripts =
      process.env.SIDE_BY_SIDE_MODULES === 'true'
        ? await modulesOfPages(browser, ourPages)
        : await scriptsOfPages(browser, servers.ours.baseUrl, ourPages);
  } finally {
    await browser.close();
    await servers.ours.close();
    await servers.blank.close();
  }

  const date = new Date().toISOString();
  const table = rows(outcomes, builds);
  const index = Math.round(median(benchmarkIndexes));
  const about = against
    ? `Measured ${date.slice(0, 10)} against the build in ${against} ("blank" below): medians of ${rounds} rounds.`
    : `Measured ${date.slice(0, 10)} (${date.slice(11, 16)} UTC) against a blank Docusaurus ${BLANK_DOCUSAURUS_VERSION} ` +
      `classic site: Lighthouse, medians of ${rounds} alternating rounds per page, site and preset; ` +
      `builds: medians of ${builds ? builds.ours.length : 0} cold builds each. ` +
      `benchmarkIndex ${index}, load average ${loadAtStart.toFixed(1)} at the start, ${os.cpus().length} cores.`;
  console.log(`\n${about}\n\n${plainTable(table)}`);
  console.log(`\nOur pages' scripts, KiB on the wire per chunk (raw KiB per source):\n${scriptReport(scripts)}`);

  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'side-by-side.json'),
    JSON.stringify({ date, rounds, benchmarkIndex: index, loadAtStart, builds, outcomes, scripts }, null, 2),
  );
  const full = !against && rounds >= 5 && presets.length === PRESETS.length && pairs.length === PAIRS.length;
  if (full) {
    // Formatted as `npm run lint` checks it (prettier), so a run leaves the repository clean.
    const prettier = await import('prettier');
    const text = withTable(fs.readFileSync(README, 'utf8'), `\n${about}\n\n${markdownTable(table)}\n`);
    fs.writeFileSync(
      README,
      await prettier.format(text, { ...(await prettier.resolveConfig(README)), filepath: README }),
    );
    console.log('\nThe table is in bench/README.md.');
  }
  const missed = outcomes.filter((outcome) => outcome.preset === 'mobile' && outcome.missed.length > 0);
  if (missed.length === 0) return 0;
  console.error(`\nTargets not met on ${missed.map((outcome) => outcome.key).join(', ')}.`);
  return 1;
}

runBench(module, main);
