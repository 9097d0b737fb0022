import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parseIsoDate } from '../../../src/domain/dates';
import type { ExportSheet } from './export-sheet';
import type { SheetCell } from './spreadsheet-cells';

const DATE_FORMAT = 'dd-mm-yyyy';
const MOMENT_FORMAT = 'dd-mm-yyyy hh:mm';
/** Wide enough for a date with its time, a Kenmerk or a name; nobody has to widen every column. */
const COLUMN_WIDTH = 18;

const AMSTERDAM = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A spreadsheet's date has no time zone: it holds the clock time people read. So a stored moment is
 * written as the Dutch wall-clock time (the time the list shows), carried in a UTC Date because
 * exceljs turns a Date's UTC fields into Excel's serial day.
 */
function dutchWallClock(iso: string): Date {
  const parts = Object.fromEntries(AMSTERDAM.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((key) => Number(parts[key]));
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** A cell's value and number format for Excel: real dates and numbers, text as a string (never a formula). */
function excelValue(cell: SheetCell): { value: ExcelJS.CellValue; numFmt?: string } {
  switch (cell.kind) {
    case 'empty':
      return { value: null };
    case 'text':
      return { value: cell.text };
    case 'count':
      return { value: cell.value };
    case 'date': {
      const { year, month, day } = parseIsoDate(cell.date)!;
      return { value: new Date(Date.UTC(year, month - 1, day)), numFmt: DATE_FORMAT };
    }
    case 'moment':
      return { value: dutchWallClock(cell.iso), numFmt: MOMENT_FORMAT };
  }
}

/**
 * The workspace's export as an .xlsx for the helpdesk, written by exceljs's streaming writer (a row
 * at a time, never the whole sheet in memory): the header row frozen and filterable, then a row per
 * submission with typed cells, so every Excel locale (and LibreOffice) reads dates as dates, counts
 * as numbers and vestiging "00" or a phone number as the text typed.
 */
export async function writeSheetXlsx(sheet: ExportSheet, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Inzendingen', { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((name) => ({ header: name, width: COLUMN_WIDTH }));
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const rows of sheet.rows()) {
    for (const cells of rows) {
      const row = worksheet.addRow([]);
      cells.forEach((cell, index) => {
        const { value, numFmt } = excelValue(cell);
        if (value === null) return;
        const target = row.getCell(index + 1);
        target.value = value;
        if (numFmt) target.numFmt = numFmt;
      });
      row.commit();
    }
  }
  worksheet.commit();
  await workbook.commit();
}
