import type { Kysely } from 'kysely';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import { csvLine, csvLines, flatten } from '../../http/csv';
import type { Database } from '../../storage/schema';
import type { ListFilter } from '../../submissions/store/list';
import { exportBatches } from '../../submissions/store/export-batches';
import { storedValues } from '../../submissions/store/payload';

export { exportBatches, type ExportRow } from '../../submissions/store/export-batches';

const labelOf = (type: string) => (isStoredType(type) ? definitionOf(type).label : '');

/**
 * The filtered view as CSV for scripts (the `ADMIN_TOKEN` export; staff get ./export-sheet), streamed:
 * id, type, formulier (the form's name as staff know it), created_at, the form's fields by their
 * keys, then a registration's state and change count and the handling status. The fields' columns
 * are the union over the rows, so a first pass reads the keys and a second writes the rows, both a
 * batch at a time: give it one read snapshot (storage/read-snapshot).
 */
export async function* exportCsv(db: Kysely<Database>, filter: ListFilter): AsyncGenerator<string> {
  const columns = new Set<string>();
  for await (const rows of exportBatches(db, filter)) {
    for (const row of rows)
      for (const key of flatten(storedValues(row.payload)).keys()) if (key !== 'type') columns.add(key);
  }
  const fields = [...columns];
  yield `\ufeff${csvLine(['id', 'type', 'formulier', 'created_at', ...fields, 'status_aanmelding', 'wijzigingen', 'status'])}`;
  for await (const rows of exportBatches(db, filter)) {
    yield csvLines(
      rows.map((row) => {
        const cells = flatten(storedValues(row.payload));
        return [
          row.id,
          row.type,
          labelOf(row.type),
          row.created_at,
          ...fields.map((field) => cells.get(field) ?? ''),
          row.registration_state ?? '',
          row.registration_state ? String(Number(row.changes ?? 0)) : '',
          row.handling_status,
        ];
      }),
    );
  }
}

/** The filtered view as a JSON array, streamed a batch at a time. */
export async function* exportJson(db: Kysely<Database>, filter: ListFilter): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const rows of exportBatches(db, filter)) {
    yield rows
      .map((row) => {
        const item = JSON.stringify({
          id: row.id,
          type: row.type,
          createdAt: row.created_at,
          values: storedValues(row.payload),
          registrationState: row.registration_state,
          changes: Number(row.changes ?? 0),
          handlingStatus: row.handling_status,
        });
        const text = first ? item : `,${item}`;
        first = false;
        return text;
      })
      .join('');
  }
  yield ']';
}
