import { describeEachEngine, createTestDatabase } from '../../../../test/support/server/databases';
import type { Storage } from '../../../storage/database';
import { countSubmissions } from '../../../../test/support/server/test-app';
import { countBotDrop, botDropCounts, findSubmission, isSchoolRegistered, newId } from '../submissions';
import { storeWithMails, type SubmissionWithMails } from '../../../../test/support/server/store-with-mails';

function registration(overrides: Partial<SubmissionWithMails> = {}): SubmissionWithMails {
  return {
    at: new Date(),
    id: newId(),
    type: 'doorstroomtoets-pre-registration-2026',
    values: { school: { naam: 'De Klimop' }, contacts: [{ email: 'a@school.nl' }] },
    idempotencyKey: null,
    registration: { mode: 'pre-registration', round: 2026, school: { brin: '03GR01', rio: null } },
    registrationId: null,
    emails: ['A@school.nl'],
    mails: [{ recipient: 'a@school.nl', template: 'confirmation', locale: 'nl' }],
    ...overrides,
  };
}

describeEachEngine('submission storage', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;

  beforeAll(async () => {
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('stores a submission with its e-mail index and outbox mails in one go', async () => {
    const submission = registration({ sender: 'a@school.nl' });
    // Nobody proved a@school.nl: the sender's own confirmation waits for the click (the thank-you
    // page asks for it), and the same transaction queues the one neutral mail that asks for it.
    await expect(storeWithMails(storage, submission)).resolves.toEqual({
      kind: 'stored',
      id: submission.id,
      written: 'proof',
      kenmerk: null,
    });
    expect(await findSubmission(storage.db, submission.id)).toMatchObject({
      type: submission.type,
      values: submission.values,
    });
    const emails = await storage.db
      .selectFrom('submission_emails')
      .selectAll()
      .where('submission_id', '=', submission.id)
      .execute();
    expect(emails).toEqual([{ submission_id: submission.id, email: 'a@school.nl' }]);
    const mails = await storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', submission.id)
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.template === 'confirmation')).toMatchObject({
      recipient: 'a@school.nl',
      attempts: 0,
      sent_at: null,
      held_reason: 'unproven',
    });
    expect(mails.find((mail) => mail.template === 'mailbox-proof')).toMatchObject({
      recipient: 'a@school.nl',
      attempts: 0,
      sent_at: null,
      held_at: null,
    });
  });

  it('refuses the same school in the same mode, also when two requests race', async () => {
    const school = { brin: '11AA01', rio: null };
    const attempts = await Promise.all(
      [1, 2, 3].map(() =>
        storeWithMails(storage, registration({ registration: { mode: 'registration', round: 2026, school } })),
      ),
    );
    expect(attempts.filter((result) => result.kind === 'stored')).toHaveLength(1);
    expect(attempts.filter((result) => result.kind === 'already-registered')).toHaveLength(2);
    // The same school may still pre-register: modes are separate.
    const other = await storeWithMails(
      storage,
      registration({ registration: { mode: 'pre-registration', round: 2026, school } }),
    );
    expect(other.kind).toBe('stored');
    // And register for the next round: rounds are separate too.
    const next = await storeWithMails(
      storage,
      registration({ registration: { mode: 'registration', round: 2027, school } }),
    );
    expect(next.kind).toBe('stored');
    expect(await isSchoolRegistered(storage.db, school, 'registration', 2027)).toBe(true);
    expect(await isSchoolRegistered(storage.db, school, 'registration', 2028)).toBe(false);
  });

  it('matches a registered school on its RIO ids when given, else on BRIN and vestiging', async () => {
    await storeWithMails(
      storage,
      registration({ registration: { mode: 'registration', round: 2026, school: { brin: '22BB01', rio: '100:200' } } }),
    );
    expect(await isSchoolRegistered(storage.db, { brin: null, rio: '100:200' }, 'registration', 2026)).toBe(true);
    expect(await isSchoolRegistered(storage.db, { brin: '22BB01', rio: null }, 'registration', 2026)).toBe(true);
    expect(await isSchoolRegistered(storage.db, { brin: '22BB01', rio: '999:1' }, 'registration', 2026)).toBe(false);
    expect(await isSchoolRegistered(storage.db, { brin: '22BB01', rio: null }, 'pre-registration', 2026)).toBe(false);
    expect(await isSchoolRegistered(storage.db, { brin: null, rio: null }, 'registration', 2026)).toBe(false);
  });

  it('stores a repeated Idempotency-Key once and tells a reused key with other data apart', async () => {
    const key = `key-${newId()}`;
    const first = registration({ idempotencyKey: key, registration: null });
    const results = await Promise.all([
      storeWithMails(storage, first),
      storeWithMails(storage, { ...first, id: newId() }),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['replayed', 'stored']);
    const replay = results.find((result) => result.kind === 'replayed');
    const stored = results.find((result) => result.kind === 'stored');
    expect(replay).toMatchObject({ id: stored && 'id' in stored ? stored.id : '' });
    const changed = await storeWithMails(storage, { ...first, id: newId(), values: { other: true } });
    expect(changed).toEqual({ kind: 'key-reused' });
    const rows = await storage.db.selectFrom('submissions').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores a submission and counts it', async () => {
    const before = await countSubmissions(storage.db);
    const stored = await storeWithMails(
      storage,
      registration({ type: 'contact-form', registration: null, values: { n: 1 } }),
    );
    expect(await countSubmissions(storage.db)).toBe(before + 1);
    expect(stored.kind === 'stored' && (await findSubmission(storage.db, stored.id))?.values).toEqual({ n: 1 });
  });

  it('counts dropped bots per day and reason', async () => {
    const day = new Date('2026-01-05T10:00:00Z');
    await countBotDrop(storage.db, 'honeypot', day);
    await countBotDrop(storage.db, 'honeypot', day);
    await countBotDrop(storage.db, 'too-fast', day);
    expect(await botDropCounts(storage.db)).toEqual([
      { day: '2026-01-05', reason: 'honeypot', count: 2 },
      { day: '2026-01-05', reason: 'too-fast', count: 1 },
    ]);
  });

  it('keeps nothing of a transaction that failed half-way', async () => {
    const submission = registration({ registration: null, emails: [] });
    // A mail without a recipient violates NOT NULL after the submission row was inserted.
    const broken = {
      ...submission,
      mails: [{ recipient: null as unknown as string, template: 'confirmation' as const, locale: 'nl' as const }],
    };
    // (Not `rejects.toThrow()`: the driver's errors come from another realm, which toThrow does not always see as errors.)
    const outcome = await storeWithMails(storage, broken).then(
      () => 'stored',
      () => 'refused',
    );
    expect(outcome).toBe('refused');
    expect(await findSubmission(storage.db, submission.id)).toBeNull();
  });
});
