/**
 * CSV. A cell that starts with = + - @ (or a tab/carriage return) would be run as a formula by Excel
 * or LibreOffice: in the exports for scripts (`csvLine`, `toCsv`) such cells get a leading
 * apostrophe. Every cell is quoted. The workspace's export for people in Excel types its cells
 * instead (`sheetLine` with staff/workspace/spreadsheet-cells).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return `"${neutraliseCell(value).replace(/"/g, '""')}"`;
}

/** One CSV line, with its line break; cells apart by commas, or by `separator` (`;` for Dutch Excel). */
export function csvLine(cells: readonly string[], separator = ','): string {
  return `${cells.map(quote).join(separator)}\r\n`;
}

/**
 * A cell's content already made safe and typed for a spreadsheet (by staff/workspace/spreadsheet-cells): the
 * brand makes sure no raw value reaches `sheetLine` without passing one of its makers.
 */
export type SheetCell = string & { readonly sheetCell: unique symbol };

/** One line of spreadsheet cells: quoted, quotes doubled, not neutralised again (their makers did). */
export function sheetLine(cells: readonly SheetCell[], separator: string): string {
  return `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(separator)}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => csvLine(cells)).join('');
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
