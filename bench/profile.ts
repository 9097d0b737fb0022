/**
 * Where a page's main-thread time goes: a CPU profile of loading the page in Chromium at a 4×
 * CPU slowdown (as Lighthouse's mobile preset assumes), its samples mapped through source maps
 * to the package or source file they ran in, and summed. What the side-by-side bench's profiling
 * (bench/README.md) was done with.
 *
 *   npm run bench:profile -- /onderwijs/doorstroomtoets /nieuws-en-achtergronden
 *
 * It makes its own build of the Dutch site with source maps (in a temporary folder; the site's
 * build is left alone) and serves it with the production server. PROFILE_RUNS (default 3) loads
 * per page; the table shows the median per source.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from './lib/chromium';
import { median } from './lib/lighthouse-run';
import { ROOT } from './lib/paths';
import { startSite } from './lib/site-server';
import { runBench } from './lib/run-bench';

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** Builds the Dutch site with source maps into `outDir` (docusaurus.config.ts adds them on BUILD_SOURCE_MAPS). */
export function buildWithSourceMaps(outDir: string): void {
  console.log('Building the Dutch site with source maps…');
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--locale',
      'nl',
      '--out-dir',
      outDir,
    ],
    { cwd: ROOT, env: { ...process.env, BUILD_SOURCE_MAPS: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('The source-mapped build failed.');
}

/** 'react-dom', '@docusaurus/core/lib/client/…', 'src/components/…': where a mapped source lives. */
export function sourceLabel(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage) return inPackage[1].startsWith('@docusaurus/') ? `${inPackage[1]}/${inPackage[2]}` : inPackage[1];
  return source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '');
}

/** Self time (ms) per source of one profile. */
function selfTimeBySource(profile: CpuProfile, buildDir: string): Map<string, number> {
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = path.join(buildDir, `${new URL(url).pathname}.map`);
      maps.set(url, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  const bySource = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = (selfTime.get(node.id) ?? 0) / 1000;
    if (!ms) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let label = url ? `(unmapped) ${url.split('/').pop()}` : `(${functionName || 'native'})`;
    const map = url.startsWith('http') ? mapOf(url) : null;
    const source = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
    if (source) label = sourceLabel(source);
    bySource.set(label, (bySource.get(label) ?? 0) + ms);
  }
  return bySource;
}

async function main(): Promise<number> {
  const pages = process.argv.slice(2);
  if (pages.length === 0) throw new Error('Name the pages to profile: npm run bench:profile -- /path …');
  const runs = Number(process.env.PROFILE_RUNS || 3);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-profile-build-'));
  buildWithSourceMaps(buildDir);
  const site = await startSite(buildDir);
  const browser = await launchChromium(site.baseUrl);
  try {
    for (const page of pages) {
      const samples = new Map<string, number[]>();
      for (let run = 0; run < runs; run++) {
        // A phone-sized window and a fresh context: an empty cache, as on a first visit.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await tab.goto(new URL(page, site.baseUrl).href, { waitUntil: 'load' });
        await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await tab.waitForTimeout(2000);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        for (const [label, ms] of selfTimeBySource(profile, buildDir)) {
          samples.set(label, [...(samples.get(label) ?? []), ms]);
        }
        await context.close();
      }
      const rows = [...samples]
        .map(([label, values]) => [label, median([...values, ...Array(runs - values.length).fill(0)])] as const)
        .filter(([label]) => label !== '(idle)')
        .sort((a, b) => b[1] - a[1]);
      console.log(`\n${page}: main-thread self time at 4× CPU slowdown, ms (median of ${runs} loads)`);
      for (const [label, ms] of rows.slice(0, 25)) console.log(`${ms.toFixed(0).padStart(7)}  ${label}`);
    }
  } finally {
    await browser.close();
    await site.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  return 0;
}

runBench(module, main);
