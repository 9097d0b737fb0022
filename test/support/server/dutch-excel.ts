import { parseStrictCsv } from './strict-csv';

/** A cell as Dutch Excel (or LibreOffice with Dutch settings) holds it after opening a CSV. */
export type SheetValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; date: string }
  | { kind: 'moment'; date: string; time: string }
  /** Anything else that starts with = + - @: the spreadsheet would run it. */
  | { kind: 'formula'; source: string };

const DUTCH_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const DUTCH_MOMENT = /^(\d{1,2})-(\d{1,2})-(\d{4}) (\d{1,2}):(\d{2})$/;
/** A number with a decimal comma and, optionally, thousands points: "28", "-3", "1.234,5", "00". */
const DUTCH_NUMBER = /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
/** `="…"`: a formula that is one text literal (quotes doubled), which gives back just that text. */
const TEXT_FORMULA = /^="((?:[^"]|"")*)"$/;

const pad = (n: string) => n.padStart(2, '0');

function realDate(day: string, month: string, year: string): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * How Dutch Excel reads one CSV field (its rules for a file opened by double-click, list separator
 * `;`, date order d-m-y, decimal comma): a field that is d-m-jjjj is a date (with h:mm a moment), one
 * that looks like a number is a number (leading zeros gone), `="…"` is that text, anything else that
 * starts with = + - @ is a formula, and the rest is text as it stands (an apostrophe included).
 */
export function readDutchExcelField(field: string): SheetValue {
  if (field === '') return { kind: 'empty' };
  const literal = TEXT_FORMULA.exec(field);
  if (literal) return { kind: 'text', text: literal[1].replace(/""/g, '"') };
  const moment = DUTCH_MOMENT.exec(field);
  if (moment) {
    const date = realDate(moment[1], moment[2], moment[3]);
    if (date && Number(moment[4]) < 24) return { kind: 'moment', date, time: `${pad(moment[4])}:${moment[5]}` };
  }
  const day = DUTCH_DATE.exec(field);
  if (day) {
    const date = realDate(day[1], day[2], day[3]);
    if (date) return { kind: 'date', date };
  }
  if (DUTCH_NUMBER.test(field)) return { kind: 'number', value: Number(field.replace(/\./g, '').replace(',', '.')) };
  if (/^[=+\-@]/.test(field)) return { kind: 'formula', source: field };
  return { kind: 'text', text: field };
}

/** A whole CSV as Dutch Excel opens it: BOM dropped, split at `;` (strict RFC 4180), every field read. */
export function readAsDutchExcel(csv: string): SheetValue[][] {
  if (!csv.startsWith('\ufeff')) throw new Error('no BOM: Excel would read the file as Windows-1252');
  return parseStrictCsv(csv.slice(1), ';').map((record) => record.map(readDutchExcelField));
}

/** What a person sees in a cell, for assertions: text as text, a date as 2027-01-14, a number as 28. */
export function shown(value: SheetValue): string | number | null {
  switch (value.kind) {
    case 'empty':
      return null;
    case 'text':
      return value.text;
    case 'number':
      return value.value;
    case 'date':
      return value.date;
    case 'moment':
      return `${value.date} ${value.time}`;
    case 'formula':
      return `FORMULA ${value.source}`;
  }
}
