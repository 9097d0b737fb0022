import { bareSubmissionRow } from '../../../test/support/server/submission-row';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../database';
import { readSnapshot } from '../read-snapshot';

const row = bareSubmissionRow;

describeEachEngine('a read snapshot', (engine) => {
  const database = createTestDatabase(engine);
  let reader: Storage;
  /** Another connection (another node, the data CLI): its commits do not wait for the reader. */
  let writer: Storage;

  beforeAll(async () => {
    reader = await database.open();
    writer = await database.open();
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await database.dispose();
  });

  it('sees the store as at its first read, whatever is stored meanwhile', async () => {
    await writer.db.insertInto('submissions').values(row('before')).execute();
    const count = async (db: Storage['db']) =>
      (await db.selectFrom('submissions').select('id').execute()).map((found) => found.id);
    const seen = await readSnapshot(reader, async (trx) => {
      const first = await count(trx);
      // The export's two passes: a submission stored between them must not appear in the second.
      await writer.db.insertInto('submissions').values(row('meanwhile')).execute();
      return [first, await count(trx)];
    });
    expect(seen).toEqual([['before'], ['before']]);
    expect((await count(reader.db)).sort()).toEqual(['before', 'meanwhile']);
  });

  it('writes nothing on PostgreSQL: the transaction is read only', async () => {
    const write = readSnapshot(reader, (trx) => trx.insertInto('submissions').values(row('inside')).execute());
    if (engine === 'postgres') await expect(write).rejects.toThrow(/read-only/);
    else await write;
  });
});
