import type { Writable } from 'node:stream';
import { csvLine, csvLines, writeChunks } from '../../http/csv';
import type { ExportSheet } from './export-sheet';
import type { SheetCell } from './spreadsheet-cells';

/** A cell as a script reads it: ISO dates and moments, plain digits, text as typed. */
function plainValue(cell: SheetCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'date':
      return cell.date;
    case 'moment':
      return cell.iso;
    case 'count':
      return String(cell.value);
  }
}

async function* lines(sheet: ExportSheet): AsyncGenerator<string> {
  // The BOM: a person who opens it in Excel after all still reads UTF-8.
  yield `\ufeff${csvLine(sheet.columns)}`;
  for await (const rows of sheet.rows()) yield csvLines(rows.map((cells) => cells.map(plainValue)));
}

/**
 * The workspace's export as CSV for scripts: the .xlsx's columns with plain values, no formulas, a
 * text that starts like a formula behind an apostrophe (http/csv).
 */
export async function writeSheetCsv(sheet: ExportSheet, out: Writable): Promise<void> {
  await writeChunks(out, lines(sheet));
}
