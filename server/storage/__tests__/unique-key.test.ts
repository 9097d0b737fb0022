import { bareSubmissionRow } from '../../../test/support/server/submission-row';
import { describeEachEngine, createTestDatabase } from '../../../test/support/server/databases';
import { sql } from 'kysely';
import { violatedUniqueKey, type Storage } from '../database';

const row = bareSubmissionRow;

describeEachEngine('which unique key a violation names', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;

  beforeAll(async () => {
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  const collide = async (first: ReturnType<typeof row>, second: ReturnType<typeof row>) => {
    await storage.db.insertInto('submissions').values(first).execute();
    try {
      await storage.db.insertInto('submissions').values(second).execute();
    } catch (error) {
      return violatedUniqueKey(error);
    }
    throw new Error('the second row was stored');
  };

  it('names the Kenmerk', async () => {
    const key = await collide(row('k1', { kenmerk: 'AMN-2027-AAAA' }), row('k2', { kenmerk: 'AMN-2027-AAAA' }));
    expect(key).toMatchObject({ table: 'submissions', columns: ['kenmerk'] });
    if (engine === 'postgres') expect(key?.constraint).toBe('submissions_kenmerk_unique');
  });

  it('names the idempotency key', async () => {
    const key = await collide(row('i1', { idempotency_key: 'same' }), row('i2', { idempotency_key: 'same' }));
    expect(key).toMatchObject({ table: 'submissions', columns: ['idempotency_key'] });
  });

  it("names a school's place in a round by all its columns", async () => {
    const place = { registration_round: 2027, registration_mode: 'registration', school_brin: '03GR01' };
    const key = await collide(row('s1', place), row('s2', place));
    expect(key).toMatchObject({
      table: 'submissions',
      columns: ['registration_round', 'registration_mode', 'school_brin'],
    });
    if (engine === 'postgres') expect(key?.constraint).toBe('submissions_round_school_brin_unique');
  });

  it('is null for an error that is no unique violation', async () => {
    expect(violatedUniqueKey(new Error('UNIQUE constraint failed: submissions.kenmerk'))).toBeNull();
    const error = await sql`select nope from submissions`.execute(storage.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(violatedUniqueKey(error)).toBeNull();
  });
});
