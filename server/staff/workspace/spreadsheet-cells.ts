/**
 * The workspace export's cells, typed: what a value is (a calendar date, a stored moment, a count,
 * or text kept exactly as typed) decides how each writer puts it down. The .xlsx writes real date,
 * number and text cells, so no locale's guessing turns vestiging "00" into 0 or runs "=…" as a
 * formula; the CSV for scripts writes plain values.
 */
import { parseIsoDate, type IsoDate } from '../../../src/domain/dates';

export type SheetCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'date'; date: IsoDate }
  | { kind: 'moment'; iso: string }
  | { kind: 'count'; value: number };

export const EMPTY_CELL: SheetCell = { kind: 'empty' };

/** Text as typed; an empty text is an empty cell. */
export function textCell(text: string): SheetCell {
  return text === '' ? EMPTY_CELL : { kind: 'text', text };
}

/** A calendar date ('2027-01-14'); a malformed one stays the text it is. */
export function dateCell(date: IsoDate): SheetCell {
  return parseIsoDate(date) ? { kind: 'date', date } : textCell(date);
}

/** A stored moment (ISO 8601, UTC), shown in Dutch local time by the .xlsx. */
export function momentCell(iso: string): SheetCell {
  return Number.isNaN(Date.parse(iso)) ? textCell(iso) : { kind: 'moment', iso };
}

/** A whole number, to add up; anything else stays text. */
export function countCell(value: number): SheetCell {
  return Number.isSafeInteger(value) ? { kind: 'count', value } : textCell(String(value));
}
