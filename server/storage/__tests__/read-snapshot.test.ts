import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../database';
import { readSnapshot } from '../read-snapshot';

/** A submissions row with only what its columns require. */
const row = (id: string) => ({
  id,
  type: 'contact',
  created_at: '2026-12-01T10:00:00.000Z',
  payload: '{}',
  payload_hash: id,
  idempotency_key: null,
  registration_mode: null,
  registration_round: null,
  school_brin: null,
  school_rio: null,
  registration_id: null,
  kenmerk: null,
  locale: 'nl',
  registration_state: null,
  changed_at: null,
  withdrawn_at: null,
  links_sent_at: null,
  handling_status: 'nieuw' as const,
  sort_title: '',
  search_text: null,
});

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
