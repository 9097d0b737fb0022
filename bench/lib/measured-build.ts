import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export type BuildMeasure = { seconds: number; peakMiB: number };

const PAGE_BYTES = 4096;
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const pid = Number(entry);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fs.readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `docusaurus build` (both locales) for a site and measures its wall time and peak memory:
 * the largest sum of resident memory over the build's process tree, sampled every 100 ms.
 * The bundler's persistent cache is off (DOCUSAURUS_NO_PERSISTENT_CACHE), so every build is a
 * cold one, the same for both sites whatever was built before.
 */
export function measuredBuild(siteDir: string, outDir: string): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
      cwd: siteDir,
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let peak = 0;
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`docusaurus build in ${siteDir} failed (${code}):\n${stderr}`));
      else resolve({ seconds, peakMiB: peak / 1024 / 1024 });
    });
  });
}
