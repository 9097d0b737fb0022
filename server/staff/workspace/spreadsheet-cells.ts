/**
 * Cells as Dutch Excel and LibreOffice (Dutch settings) read a CSV: a cell that looks like
 * dd-mm-jjjj is a date, one that looks like a number becomes a number (and loses its leading
 * zeros: vestiging "00" becomes 0), and one that starts with = + - @ is run as a formula. So each
 * value is written as what it is: a date, a moment, a count, or text that stays exactly as typed.
 */
import { parseIsoDate, type IsoDate } from '../../../src/domain/dates';
import { localTime } from '../../../src/domain/staff-texts';
import type { SheetCell } from '../../http/csv';

const cell = (content: string) => content as SheetCell;

export const EMPTY_CELL = cell('');

/** What a spreadsheet runs as a formula (tab and carriage return: Excel's own list of risky starts). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Digits with signs, separators, times, percentages or an exponent: read as a number, date or time. */
const NUMBER_LIKE = /^[\s(€$+-]*\d[\d\s.,:/()%€$eE+-]*$/;
const MONTH = '(?:jan|feb|mrt|maa|mar|apr|mei|may|jun|jul|aug|sep|okt|oct|nov|dec)[a-z]*\\.?';
/** "3 jan", "14-jan-2027", "jan 27": read as dates. */
const DATE_WITH_MONTH = new RegExp(
  `^(?:\\d{1,2}[\\s./-]*${MONTH}(?:[\\s./-]*\\d{2,4})?|${MONTH}[\\s./-]*\\d{1,4})$`,
  'i',
);
const TRUTH_VALUE = /^(?:waar|onwaar|true|false)$/i;
/** A formula's text literal holds at most 255 characters (Excel); nor may it break a line. */
const LITERAL_MAX = 255;
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** Whether a spreadsheet would read this text as something other than the text itself. */
function readAsValue(text: string): boolean {
  const trimmed = text.trim();
  return NUMBER_LIKE.test(trimmed) || DATE_WITH_MONTH.test(trimmed) || TRUTH_VALUE.test(trimmed);
}

/**
 * Text that a spreadsheet shows exactly as typed. Text it would read as a number, date or formula
 * ("00", "06 12345678", "=HYPERLINK(…)") is written as the formula `="…"`: a text literal and nothing
 * else, its quotes doubled, so it can only ever give back this text (Excel and LibreOffice both).
 * Text too long or multi-line for a literal that starts like a formula keeps the apostrophe guard.
 */
export function textCell(text: string): SheetCell {
  const formulaLike = FORMULA_START.test(text);
  if (!formulaLike && !readAsValue(text)) return cell(text);
  const literal = `="${text.replace(/"/g, '""')}"`;
  if (literal.length - 3 <= LITERAL_MAX && !hasControl(text)) return cell(literal);
  return cell(formulaLike ? `'${text}` : text);
}

/** A calendar date as Dutch Excel reads a date: '2027-01-14' → 14-01-2027. */
export function dateCell(date: IsoDate): SheetCell {
  const parts = parseIsoDate(date);
  if (!parts) return textCell(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return cell(`${two(parts.day)}-${two(parts.month)}-${parts.year}`);
}

/** A stored moment in Dutch local time, read as date and time: 16-10-2025 00:31. */
export function momentCell(iso: string): SheetCell {
  return cell(localTime(iso));
}

/** A whole number, read as a number (to add up); anything else stays text. */
export function countCell(value: number): SheetCell {
  return Number.isSafeInteger(value) ? cell(String(value)) : textCell(String(value));
}
