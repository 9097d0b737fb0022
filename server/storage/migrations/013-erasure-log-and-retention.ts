import type { Kysely, Migration } from 'kysely';

/**
 * The erasure log (a keyed hash of each erased address and when, so a restored backup can be
 * erased again), the leases that let one node of several run the retention sweep.
 */
export const erasureLogAndRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('erasures')
      .addColumn('address_hash', 'text', (column) => column.primaryKey())
      .addColumn('erased_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('next_run_at', 'text', (column) => column.notNull())
      .execute();
  },
};
