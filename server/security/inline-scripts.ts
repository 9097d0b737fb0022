import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listBuildFiles } from '../static/build-files';

const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source of one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(content: string): string {
  return `'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Hashes of the executable inline scripts in one HTML document (JSON-LD and other data blocks are skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const type = (TYPE.exec(match[1])?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(scriptHash(match[2]));
  }
  return hashes;
}

/**
 * Every inline script hash in the build, de-duplicated. Docusaurus inlines a few small scripts
 * (the colour-mode bootstrap on every page, some page-specific ones); allowing them by hash keeps
 * the CSP free of 'unsafe-inline'. One list for all pages, because client-side navigation can
 * insert a script of another page.
 */
export function buildInlineScriptHashes(buildDir: string): string[] {
  if (!fs.existsSync(buildDir)) return [];
  const hashes = new Set<string>();
  for (const file of listBuildFiles(buildDir)) {
    if (!file.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(fs.readFileSync(path.join(buildDir, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
