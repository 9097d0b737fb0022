import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildWithSourceMaps, sourceLabel } from '../profile';
import { moduleShares, scriptsOfPage, type ModuleShare, type ScriptLoad } from './script-breakdown';
import { startSite } from './site-server';

/** A page's scripts, and with source maps the largest sources of each. */
export type PageScripts = { key: string; path: string; scripts: (ScriptLoad & { modules?: ModuleShare[] })[] };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** A source's name as the report shows it: generated modules by their place in `.docusaurus/`, not by this machine's path. */
const moduleLabel = (source: string) => sourceLabel(source).replace(/^json\|.*?[\\/](\.docusaurus[\\/])/, '$1');

/** How many sources of each chunk the report names. */
const MODULES_SHOWN = 8;

/** Where each page's script goes on the site at `baseUrl`: per chunk, KiB on the wire. */
export async function scriptsOfPages(
  browser: Browser,
  baseUrl: string,
  pages: readonly { key: string; path: string }[],
): Promise<PageScripts[]> {
  const result: PageScripts[] = [];
  for (const page of pages)
    result.push({ ...page, scripts: await scriptsOfPage(browser, new URL(page.path, baseUrl).href) });
  return result;
}

/**
 * The same pages on a build of the Dutch site with source maps (as `bench:profile` makes it, in a
 * temporary folder), each chunk with its largest sources in raw bytes.
 */
export async function modulesOfPages(
  browser: Browser,
  pages: readonly { key: string; path: string }[],
): Promise<PageScripts[]> {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-side-by-side-maps-'));
  try {
    buildWithSourceMaps(buildDir);
    // The maps stay out of what is served: compressing them all outlasts the server's start.
    const maps = moveSourceMaps(buildDir, `${buildDir}-maps`);
    let found: PageScripts[];
    const site = await startSite(buildDir);
    try {
      found = await scriptsOfPages(browser, site.baseUrl, pages);
    } finally {
      await site.close();
    }
    moveSourceMaps(maps, buildDir);
    return found.map((page) => ({
      ...page,
      scripts: page.scripts.map((script) => ({
        ...script,
        modules: moduleShares(buildDir, script.file, moduleLabel).slice(0, MODULES_SHOWN),
      })),
    }));
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(`${buildDir}-maps`, { recursive: true, force: true });
  }
}

/** Moves every `.map` file of `from` to the same place under `to`; returns `to`. */
function moveSourceMaps(from: string, to: string): string {
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
  }
  return to;
}

/** 'home (/): 103.6 KiB = main 97.0 + 2b762086 4.8 + homeData 1.8', and the sources under each chunk. */
export function scriptReport(pages: readonly PageScripts[]): string {
  return pages
    .map(({ key, path: pagePath, scripts }) => {
      const total = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
      const chunks = scripts.map((script) => `${script.chunk} ${kib(script.wireBytes)}`).join(' + ');
      const modules = scripts.flatMap((script) =>
        script.modules?.length
          ? [
              `    ${script.chunk}: ${script.modules.map((module) => `${module.source} ${kib(module.rawBytes)}`).join(', ')}`,
            ]
          : [],
      );
      return [`${key} (${pagePath}): ${kib(total)} KiB = ${chunks}`, ...modules].join('\n');
    })
    .join('\n');
}
