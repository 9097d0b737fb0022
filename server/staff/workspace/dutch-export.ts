import type { Kysely } from 'kysely';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import { EXPORT_COLUMNS, HANDLING_LABELS, REGISTRATION_LABELS, localTime } from '../../../src/domain/staff-texts';
import { csvLine } from '../../http/csv';
import { flatFields } from '../../mail/summary';
import type { Database } from '../../storage/schema';
import { exportBatches } from './export';
import { storedValues, type Payload } from '../../submissions/store/payload';
import type { ListFilter } from '../../submissions/store/list';

/** Dutch Excel splits a CSV into columns at semicolons (its list separator), not at commas. */
const SEPARATOR = ';';
const line = (cells: readonly string[]) => csvLine(cells, SEPARATOR);

/** A field's column name as a person reads it: "Contactpersoon 1: E-mail", "Doorstroomtoets: Aantal leerlingen". */
function columnName(label: string): string {
  return label.replace(/^Contactpersonen: (\d+): /, 'Contactpersoon $1: ');
}

const fieldsOf = (type: string, payload: Payload) =>
  flatFields(storedValues(payload), isStoredType(type) ? definitionOf(type).products : []).filter(
    (field) => field.path !== 'type',
  );

/**
 * The workspace's export for the people who open it in Excel: `;` between cells, UTF-8 with a BOM
 * (or Excel reads it as Windows-1252), the form's own labels as column names, the time in Dutch local
 * time as dd-mm-jjjj uu:mm, statuses in Dutch and the notes in one column. Streamed a thousand rows
 * at a time, twice: once for the columns (the union over the rows), once for the rows.
 */
export async function* exportDutchCsv(db: Kysely<Database>, filter: ListFilter): AsyncGenerator<string> {
  const columns = new Map<string, string>();
  for await (const rows of exportBatches(db, filter)) {
    for (const row of rows)
      for (const field of fieldsOf(row.type, row.payload))
        if (!columns.has(field.path)) columns.set(field.path, columnName(field.label));
  }
  const paths = [...columns.keys()];
  yield `\ufeff${line([
    EXPORT_COLUMNS.kenmerk,
    EXPORT_COLUMNS.form,
    EXPORT_COLUMNS.received,
    ...columns.values(),
    EXPORT_COLUMNS.registrationState,
    EXPORT_COLUMNS.changes,
    EXPORT_COLUMNS.status,
    EXPORT_COLUMNS.notes,
  ])}`;
  for await (const rows of exportBatches(db, filter)) {
    const notes = await notesOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows
      .map((row) => {
        const cells = new Map(fieldsOf(row.type, row.payload).map((field) => [field.path, field.value]));
        return line([
          // The Kenmerk a person can say; the id for forms that have none (what their notice names).
          row.kenmerk ?? row.id,
          isStoredType(row.type) ? definitionOf(row.type).label : row.type,
          localTime(row.created_at),
          ...paths.map((path) => cells.get(path) ?? ''),
          row.registration_state ? (REGISTRATION_LABELS[row.registration_state] ?? row.registration_state) : '',
          row.registration_state ? String(Number(row.changes ?? 0)) : '',
          HANDLING_LABELS[row.handling_status] ?? row.handling_status,
          (notes.get(row.id) ?? []).join('\n'),
        ]);
      })
      .join('');
  }
}

/** The notes of a batch of submissions, each as "dd-mm-jjjj uu:mm auteur: tekst", oldest first. */
async function notesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string[]>> {
  const notes = new Map<string, string[]>();
  if (ids.length === 0) return notes;
  const rows = await db
    .selectFrom('staff_notes')
    .select(['submission_id', 'author', 'at', 'text'])
    .where('submission_id', 'in', ids)
    .orderBy('at')
    .execute();
  for (const row of rows) {
    const list = notes.get(row.submission_id) ?? [];
    list.push(`${localTime(row.at)} ${row.author}: ${row.text}`);
    notes.set(row.submission_id, list);
  }
  return notes;
}
