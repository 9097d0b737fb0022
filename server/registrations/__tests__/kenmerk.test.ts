import { sql } from 'kysely';
import { KENMERK_ALPHABET, newKenmerk, parseKenmerk } from '../../submissions/store/kenmerk';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { isUniqueViolation } from '../../storage/database';
import { newId, storeSubmission, type NewSubmission } from '../../submissions/store/submissions';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { asStoredValues } from '../../../test/support/server/store-with-mails';

const PRE = 'doorstroomtoets-pre-registration-2026';
const FINAL = 'doorstroomtoets-registration-2026';

describe('the Kenmerk', () => {
  it('reads AMN, the round and four characters without look-alikes', () => {
    for (let count = 0; count < 500; count += 1) {
      const kenmerk = newKenmerk(2027);
      expect(kenmerk).toMatch(new RegExp(`^AMN-2027-[${KENMERK_ALPHABET}]{4}$`));
    }
    for (const lookAlike of ['0', 'O', 'Q', 'D', '1', 'I', 'L', 'J', '2', 'Z', '5', 'S', '8', 'B', 'U', 'V']) {
      expect(KENMERK_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('is found however it is typed, and nothing else passes for one', () => {
    expect(parseKenmerk(' amn-2027-k7qx ')).toBeNull();
    expect(parseKenmerk(' amn-2027-k7nx ')).toBe('AMN-2027-K7NX');
    expect(parseKenmerk('AMN-2027-K7N')).toBeNull();
    expect(parseKenmerk('De Brug')).toBeNull();
  });
});

describeEachEngine('the Kenmerk of a stored registration', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  const kenmerkOf = async (id: string) =>
    (await t.storage.db.selectFrom('submissions').select('kenmerk').where('id', '=', id).executeTakeFirstOrThrow())
      .kenmerk;
  const latest = async (type: string) =>
    await t.storage.db
      .selectFrom('submissions')
      .select(['id', 'kenmerk'])
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

  it('gives every registration one, and the final registration its pre-registration’s', async () => {
    const preValues = validValues(PRE);
    expect((await t.post('/api/process-form', { type: PRE, ...preValues })).statusCode).toBe(307);
    const pre = await latest(PRE);
    expect(pre.kenmerk).toMatch(/^AMN-2026-[A-Z0-9]{4}$/);
    const link = await findContactLink(t.storage.db, pre.id, 'anna@school.example.nl');
    const registrationToken = personalToken(t.app.signingKey, link!);
    const final = { type: FINAL, ...validValues(FINAL), school: preValues.school, registrationId: pre.id };
    expect((await t.post('/api/process-form', { ...final, registrationToken })).statusCode).toBe(307);
    expect((await latest(FINAL)).kenmerk).toBe(pre.kenmerk);

    // The primary sign-up too, and a contact form: the helpdesk's notice and the sender name it.
    const po = validValues('aanmeldformulier-po');
    expect((await t.post('/api/process-form', { type: 'aanmeldformulier-po', ...po })).statusCode).toBe(307);
    expect((await latest('aanmeldformulier-po')).kenmerk).toMatch(/^AMN-\d{4}-[A-Z0-9]{4}$/);
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
    expect((await latest('contact-form')).kenmerk).toMatch(/^AMN-\d{4}-[A-Z0-9]{4}$/);
  });

  it('draws again when the Kenmerk drawn is taken, and the index refuses a second one', async () => {
    const submission = (): NewSubmission => ({
      at: new Date(),
      id: newId(),
      type: FINAL,
      values: asStoredValues({}),
      idempotencyKey: null,
      registration: null,
      round: 2026,
      personalPage: true,
      registrationId: null,
      emails: [],
    });
    const first = submission();
    expect((await storeSubmission(t.storage, first, undefined, () => 'AMN-2026-KKKK')).kind).toBe('stored');
    const draws = ['AMN-2026-KKKK', 'AMN-2026-KKKK', 'AMN-2026-MMMM'];
    const second = submission();
    expect((await storeSubmission(t.storage, second, undefined, () => draws.shift()!)).kind).toBe('stored');
    expect(await kenmerkOf(first.id)).toBe('AMN-2026-KKKK');
    expect(await kenmerkOf(second.id)).toBe('AMN-2026-MMMM');

    const refused = await sql`UPDATE submissions SET kenmerk = 'AMN-2026-KKKK' WHERE id = ${second.id}`
      .execute(t.storage.db)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});
