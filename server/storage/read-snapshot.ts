import { sql, type Kysely } from 'kysely';
import type { Storage } from './database';
import type { Database } from './schema';

/**
 * Runs `work` in one read transaction, so every query in it sees the store as it was at one moment
 * (an export reads its rows twice: once for the columns, once for the rows). PostgreSQL: repeatable
 * read, read only. SQLite: a plain transaction, whose WAL snapshot holds from its first read; it has
 * the one connection meanwhile, so keep `work` short (write to a file, not to a slow client) and
 * query only through the transaction it is given.
 */
export async function readSnapshot<T>(
  storage: Pick<Storage, 'db' | 'engine'>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (storage.engine === 'sqlite') return storage.db.transaction().execute(work);
  return storage.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return work(trx);
    });
}
