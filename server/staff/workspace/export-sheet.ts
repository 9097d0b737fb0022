import type { Kysely } from 'kysely';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import { roundOf, todayIso, type RegistrationRound } from '../../../src/domain/rounds';
import {
  CONSENT_LABELS,
  EXPORT_COLUMNS,
  HANDLING_LABELS,
  REGISTRATION_LABELS,
  localTime,
} from '../../../src/domain/staff-texts';
import { EMPTY_CELL, countCell, momentCell, textCell, type SheetCell } from './spreadsheet-cells';
import type { Database } from '../../storage/schema';
import { roundOfSubmission } from '../../submissions/store/round-of-submission';
import { exportBatches, type ExportRow } from './export';
import { exportFields, type ExportField } from './export-fields';
import { storedValues } from '../../submissions/store/payload';
import type { ListFilter } from '../../submissions/store/list';

/** What a row needs beyond the list's columns: its round, its newsletter state, its notes. */
type RowFacts = { round: number | null; consent: string | null; notes: string[] };

/** The round a submission belongs to: the one it stored, else the round of its form and day. */
function roundOfRow(row: ExportRow, facts: RowFacts | undefined): RegistrationRound | undefined {
  if (facts?.round != null) return roundOf(facts.round);
  if (!isStoredType(row.type) || definitionOf(row.type).products.length === 0) return undefined;
  return roundOfSubmission(row.type, todayIso(new Date(row.created_at)));
}

const fieldsOf = (row: ExportRow, facts: RowFacts | undefined): ExportField[] =>
  exportFields(row.type, storedValues(row.payload), roundOfRow(row, facts));

/** The export as a table: its column names, and its rows read a batch at a time. */
export type ExportSheet = { columns: string[]; rows: () => AsyncGenerator<SheetCell[][]> };

/**
 * The workspace's export as typed cells: columns named as people say them (./export-fields), dates
 * as dates, counts as numbers, codes like vestiging "00" as text, empty cells empty, statuses and the
 * newsletter state in Dutch, the notes in one column. The fields' columns are the union over the
 * rows, so the rows are read twice (once here, once by `rows`), a thousand at a time: give it one
 * read snapshot (storage/read-snapshot) or a submission stored in between has no column.
 */
export async function exportSheet(db: Kysely<Database>, filter: ListFilter): Promise<ExportSheet> {
  const fieldColumns = new Set<string>();
  for await (const rows of exportBatches(db, filter)) {
    const facts = await factsOf(db, rows);
    for (const row of rows) for (const field of fieldsOf(row, facts.get(row.id))) fieldColumns.add(field.column);
  }
  const names = [...fieldColumns];
  const columns = [
    EXPORT_COLUMNS.kenmerk,
    EXPORT_COLUMNS.form,
    EXPORT_COLUMNS.received,
    ...names,
    EXPORT_COLUMNS.newsletter,
    EXPORT_COLUMNS.registrationState,
    EXPORT_COLUMNS.changes,
    EXPORT_COLUMNS.status,
    EXPORT_COLUMNS.notes,
  ];
  async function* rows(): AsyncGenerator<SheetCell[][]> {
    for await (const batch of exportBatches(db, filter)) {
      const facts = await factsOf(db, batch);
      yield batch.map((row) => {
        const rowFacts = facts.get(row.id);
        const cells = new Map(fieldsOf(row, rowFacts).map((field) => [field.column, field.cell]));
        const label = (labels: Record<string, string>, value: string | null | undefined) =>
          value ? textCell(labels[value] ?? value) : EMPTY_CELL;
        return [
          // Only a registration has a Kenmerk a person can say; the other forms' ids are not one.
          textCell(row.kenmerk ?? ''),
          textCell(isStoredType(row.type) ? definitionOf(row.type).label : row.type),
          momentCell(row.created_at),
          ...names.map((name) => cells.get(name) ?? EMPTY_CELL),
          label(CONSENT_LABELS, rowFacts?.consent),
          label(REGISTRATION_LABELS, row.registration_state),
          row.registration_state ? countCell(Number(row.changes ?? 0)) : EMPTY_CELL,
          label(HANDLING_LABELS, row.handling_status),
          textCell((rowFacts?.notes ?? []).join('\n')),
        ];
      });
    }
  }
  return { columns, rows };
}

/**
 * A batch's rounds, newsletter states (the state the list shows: of the subscription this sign-up
 * made or renewed) and notes, each note as "dd-mm-jjjj uu:mm auteur: tekst", oldest first.
 */
async function factsOf(db: Kysely<Database>, rows: readonly ExportRow[]): Promise<Map<string, RowFacts>> {
  const facts = new Map<string, RowFacts>();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return facts;
  for (const row of rows) {
    facts.set(row.id, { round: row.registration_round, consent: row.newsletter_state, notes: [] });
  }
  const notes = await db
    .selectFrom('staff_notes')
    .select(['submission_id', 'author', 'at', 'text'])
    .where('submission_id', 'in', ids)
    .orderBy('at')
    .execute();
  for (const note of notes)
    facts.get(note.submission_id)?.notes.push(`${localTime(note.at)} ${note.author}: ${note.text}`);
  return facts;
}
