import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { Browser } from 'playwright-core';

/** One script a page ran: its file, its chunk's name and the bytes it took on the wire. */
export type ScriptLoad = { file: string; chunk: string; wireBytes: number };

/** A source file's share of a script: the bytes of generated code mapped to it. */
export type ModuleShare = { source: string; rawBytes: number };

/** 'main', '7493': a chunk's file name without its content hash and extension (chunks other than main are named by id). */
export function chunkName(file: string): string {
  return path
    .basename(file)
    .replace(/\.[0-9a-f]{8,}\.js$/, '')
    .replace(/\.js$/, '');
}

/**
 * The scripts a page runs, in the order they arrived, each with its bytes on the wire (compressed
 * body plus headers, as Lighthouse counts them): a fresh context, loaded until the network is idle.
 */
export async function scriptsOfPage(browser: Browser, url: string): Promise<ScriptLoad[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ScriptLoad>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname;
    pending.push(
      request.sizes().then((sizes) => ({
        file,
        chunk: chunkName(file),
        wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/**
 * Bytes of a script's generated code per source file, from its source map in `buildDir` (the
 * largest first; nothing when the build has no maps). Code between two mappings counts for the
 * first; what maps to no source (webpack's module wrappers) is '(webpack)'.
 */
export function moduleShares(buildDir: string, file: string, label: (source: string) => string): ModuleShare[] {
  const mapFile = path.join(buildDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const lines = fs.readFileSync(path.join(buildDir, file), 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const bytes = new Map<string, number>();
  let last: { line: number; column: number; source: string } | null = null;
  const close = (line: number, column: number) => {
    if (!last) return;
    const end = line === last.line ? column : lines[last.line - 1].length;
    bytes.set(last.source, (bytes.get(last.source) ?? 0) + end - last.column);
  };
  map.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    last = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source ? label(mapping.source) : '(webpack)',
    };
  });
  close(Number.MAX_SAFE_INTEGER, 0);
  return [...bytes]
    .map(([source, rawBytes]) => ({ source, rawBytes }))
    .sort((a, b) => b.rawBytes - a.rawBytes || a.source.localeCompare(b.source));
}
