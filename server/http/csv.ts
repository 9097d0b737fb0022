/**
 * CSV for scripts, written by csv-stringify: every cell quoted, CRLF line ends. A cell that starts
 * with = + - @ (or a tab/carriage return) would be run as a formula by Excel or LibreOffice, so such
 * cells get a leading apostrophe (OWASP's CSV injection guard). People get the workspace's .xlsx,
 * whose cells are typed and never formulas (staff/workspace/xlsx-export).
 */
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** CSV lines, each with its line break; cells apart by commas, or by `separator`. */
export function csvLines(rows: readonly (readonly string[])[], separator = ','): string {
  return stringify(
    rows.map((cells) => cells.map(neutraliseCell)),
    { delimiter: separator, quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
}

export function csvLine(cells: readonly string[], separator = ','): string {
  return csvLines([cells], separator);
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvLines([header, ...rows]);
}

/** Writes the chunks to `out`, waiting whenever it asks to (backpressure), and ends it. */
export async function writeChunks(out: Writable, chunks: AsyncIterable<string>): Promise<void> {
  for await (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
}

/** A nested value as `path → text` cells: `contacts.0.email`, `school.naam`. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value))
    value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into.set(prefix, value === null || value === undefined ? '' : String(value));
  return into;
}
