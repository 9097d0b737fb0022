import { sql } from 'kysely';
import type { Storage } from '../database';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { declaredSchema, type DeclaredColumn } from '../../../test/support/server/declared-schema';

/** What a database column's type holds, as its driver hands it to us. */
function kindsOf(dataType: string): DeclaredColumn['kinds'] {
  const type = dataType.toLowerCase();
  if (/^(int8|bigint)$/.test(type)) return ['number', 'string'];
  if (/int|real|double|float|numeric/.test(type)) return ['number'];
  if (/text|char|clob/.test(type)) return ['string'];
  throw new Error(`A column of type ${dataType}: the store keeps text and numbers only`);
}

/**
 * SQLite lets a primary key other than an integer one hold NULL (a bug it keeps for old files) and
 * says so; no row of ours has one, and PostgreSQL refuses it: such a column counts as required.
 */
async function primaryKeyOf(storage: Storage, table: string): Promise<Set<string>> {
  if (storage.engine !== 'sqlite') return new Set();
  const rows = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(
    storage.db,
  );
  return new Set(rows.rows.map((row) => row.name));
}

/**
 * The Kysely types in schema.ts are written by hand; the migrations make the real tables. This
 * holds them together on both engines: the same tables, the same columns, the same nullability,
 * a `Generated` column exactly where the database fills one in, and the same kind of value.
 */
describeEachEngine('the Kysely types of the store', (engine) => {
  it('match the migrated database table by table and column by column', async () => {
    const database = createTestDatabase(engine);
    const storage = await database.open();
    try {
      const declared = declaredSchema();
      const tables = (await storage.db.introspection.getTables()).filter(
        (table) =>
          !table.isView && !/^kysely_/.test(table.name) && (!database.pgSchema || table.schema === database.pgSchema),
      );
      expect(tables.map((table) => table.name).sort()).toEqual([...declared.keys()].sort());
      const differences: string[] = [];
      for (const table of tables) {
        const columns = declared.get(table.name)!;
        const keys = await primaryKeyOf(storage, table.name);
        for (const column of table.columns) {
          const actual: DeclaredColumn = {
            kinds: kindsOf(column.dataType),
            nullable: column.isNullable && !keys.has(column.name),
            generated: column.hasDefaultValue || column.isAutoIncrementing,
          };
          const expected = columns.get(column.name);
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            differences.push(
              `${table.name}.${column.name}: database ${JSON.stringify(actual)}, types ${JSON.stringify(expected)}`,
            );
          }
        }
        for (const name of columns.keys()) {
          if (!table.columns.some((column) => column.name === name))
            differences.push(`${table.name}.${name}: not in the database`);
        }
      }
      expect(differences).toEqual([]);
    } finally {
      await storage.close();
      await database.dispose();
    }
  });
});
