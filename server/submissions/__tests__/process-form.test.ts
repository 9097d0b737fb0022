import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { FORM_TYPES, isRegistrationType } from '../../../src/domain/forms';
import { describeEachEngine } from '../../../test/support/server/databases';
import { INVALID_CASES, school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

describeEachEngine('POST /api/process-form', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  // The forms open on the test day (TEST_DAY, in the 2026 round); the 2027 forms are the same forms
  // with other dates, taken in their own window in server/submissions/__tests__/round-windows.test.ts.
  describe.each(FORM_TYPES.filter((type) => !type.endsWith('-2027')))('%s', (type) => {
    it('stores a valid submission with its mails and answers as the spec says', async () => {
      const before = await t.submissions();
      const queued = t.mailQueued();
      const response = await t.post('/api/process-form', { type, ...validValues(type) });
      if (isRegistrationType(type)) {
        expect(response.statusCode).toBe(307);
        // Its first contact never confirmed the address: the thank-you page asks for that click first.
        // With its Kenmerk, the reference the page shows (no personal data in the address).
        expect(response.body).toMatch(
          new RegExp(`^/formulier/bedankt\\?formulier=${type}&kenmerk=AMN-\\d{4}-[A-Z0-9]{4}&bevestiging=adres$`),
        );
        // No Location header: fetch() must hand the 307 to the form, not follow it.
        expect(response.headers.location).toBeUndefined();
      } else {
        expect(response.statusCode).toBe(200);
        // The newsletter asks to confirm in the mail first (double opt-in).
        expect(response.body).toMatch(type === 'newsletter' ? /^Bijna klaar/ : /^Bedankt/);
      }
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(await t.submissions()).toBe(before + 1);
      expect(t.mailQueued()).toBe(queued + 1);
      const stored = await t.storage.db
        .selectFrom('submissions')
        .select(['id', 'type', 'payload'])
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored.type).toBe(type);
      // The bot-defence fields are not part of what is stored.
      expect(JSON.parse(stored.payload)).not.toHaveProperty('website');
      expect(JSON.parse(stored.payload)).not.toHaveProperty('form_started_at');
      const mails = await t.storage.db
        .selectFrom('outbox')
        .select(['recipient'])
        .where('submission_id', '=', stored.id)
        .execute();
      if (type === 'newsletter') {
        // Double opt-in: only the confirmation link to the address; the sending tool reads subscribers.
        expect(mails.map((mail) => mail.recipient)).toEqual(['anna@example.nl']);
      } else {
        expect(mails.map((mail) => mail.recipient)).toContain('helpdesk@amn.example.nl');
        expect(mails.length).toBeGreaterThanOrEqual(2);
      }
    });

    it.each(INVALID_CASES[type].map((invalid, index) => [index, invalid] as const))(
      'refuses invalid values (%i) with a Dutch 400 and stores nothing',
      async (_index, invalid) => {
        const before = await t.submissions();
        const values = { type, ...validValues(type) };
        invalid.change(values);
        const response = await t.post('/api/process-form', values);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toMatch(invalid.message);
        expect(await t.submissions()).toBe(before);
      },
    );

    it('refuses an unknown field (strict schemas)', async () => {
      const response = await t.post('/api/process-form', { type, ...validValues(type), isAdmin: true });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/isAdmin/);
    });
  });

  it('refuses a missing or unknown type in Dutch', async () => {
    expect((await t.post('/api/process-form', { ...validValues('contact-form') })).body).toBe(
      'Het formuliertype ontbreekt (veld type).',
    );
    const unknown = await t.post('/api/process-form', { type: 'hack', ...validValues('contact-form') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe('Het formuliertype is onbekend (veld type).');
  });

  it('refuses a type that is an object whose toString is no function with a 400, not a crash', async () => {
    const response = await t.post('/api/process-form', { ...validValues('contact-form'), type: { toString: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[1, 2], 'tekst', 42, null]) {
      const response = await t.post('/api/process-form', body);
      expect(response.statusCode).toBe(400);
    }
  });

  describe('registrations per school and mode', () => {
    it('answers a second registration of the same school and mode with 409, stored once', async () => {
      const first: Record<string, unknown> = {
        type: 'doorstroomtoets-pre-registration-2026',
        ...validValues('doorstroomtoets-pre-registration-2026'),
      };
      expect((await t.post('/api/process-form', first)).statusCode).toBe(307);
      const before = await t.submissions();
      const again = await t.post('/api/process-form', { ...first, contacts: [(first.contacts as unknown[])[0]] });
      expect(again.statusCode).toBe(409);
      // How the place is held (a school outside the empty index is the helpdesk's to check: no domain), and the way to claim it.
      expect(again.body).toMatch(/^Deze school is al aangemeld door iemand buiten het domein van de school\./);
      expect(again.body).toContain('Vraag de aanmelding over');
      expect(await t.submissions()).toBe(before);
      // The old pre-registration form is the same mode for the same school.
      const old = {
        type: 'doorstroomtoets-pre-registration',
        ...validValues('doorstroomtoets-pre-registration'),
        school: { ...(first.school as object), straatnaam: null },
      };
      expect((await t.post('/api/process-form', old)).statusCode).toBe(409);
    });

    it('lets the same school register in the other mode', async () => {
      const shared = school();
      const pre = {
        type: 'doorstroomtoets-pre-registration-2026',
        ...validValues('doorstroomtoets-pre-registration-2026'),
        school: shared,
      };
      const final = {
        type: 'doorstroomtoets-registration-2026',
        ...validValues('doorstroomtoets-registration-2026'),
        school: shared,
      };
      expect((await t.post('/api/process-form', pre)).statusCode).toBe(307);
      expect((await t.post('/api/process-form', final)).statusCode).toBe(307);
    });

    it('never refuses schools entered by hand (no codes to compare)', async () => {
      const manual = () => ({
        type: 'doorstroomtoets-registration-2026',
        ...validValues('doorstroomtoets-registration-2026'),
        manualEntry: true,
        school: { ...school(), instellingscode: null, vestigingscode: null, land: 'België' },
      });
      expect((await t.post('/api/process-form', manual())).statusCode).toBe(307);
      expect((await t.post('/api/process-form', manual())).statusCode).toBe(307);
    });

    it('stores one of many simultaneous registrations of one school', async () => {
      const values = { type: 'doorstroomtoets-registration-2026', ...validValues('doorstroomtoets-registration-2026') };
      const before = await t.submissions();
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.post('/api/process-form', values)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([307, 409, 409, 409, 409, 409, 409, 409]);
      expect(await t.submissions()).toBe(before + 1);
    });

    it('completes a pre-registration by its id with its personal link, and refuses an unknown id', async () => {
      const preValues = validValues('doorstroomtoets-pre-registration-2026');
      await t.post('/api/process-form', { type: 'doorstroomtoets-pre-registration-2026', ...preValues });
      const pre = await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('type', '=', 'doorstroomtoets-pre-registration-2026')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      // For the pre-registration's own school: another school is refused.
      const final = {
        type: 'doorstroomtoets-registration-2026',
        ...validValues('doorstroomtoets-registration-2026'),
        school: preValues.school,
      };
      const link = await findContactLink(t.storage.db, pre.id, 'anna@school.example.nl');
      const registrationToken = personalToken(t.app.signingKey, link!);
      expect(
        (await t.post('/api/process-form', { ...final, registrationId: pre.id, registrationToken })).statusCode,
      ).toBe(307);
      const unknown = await t.post('/api/process-form', {
        type: 'doorstroomtoets-registration-2026',
        ...validValues('doorstroomtoets-registration-2026'),
        registrationId: 'AAAAAAAAAAAAAAAAAAAAAA',
        registrationToken,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toMatch(/link naar uw vooraanmelding is ongeldig/);
    });
  });

  describe('Idempotency-Key', () => {
    it('stores a repeated request once and answers it the same way', async () => {
      const values = { type: 'contact-form', ...validValues('contact-form') };
      const before = await t.submissions();
      const headers = { 'idempotency-key': 'contact-7f3a9c' };
      const first = await t.post('/api/process-form', values, { headers });
      const second = await t.post('/api/process-form', values, { headers });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.body).toBe(first.body);
      expect(await t.submissions()).toBe(before + 1);
    });

    it('replays a registration with its 307 instead of answering 409', async () => {
      const values = { type: 'aanmeldformulier-po', ...validValues('aanmeldformulier-po') };
      const headers = { 'idempotency-key': 'po-1' };
      const answers = await Promise.all([1, 2, 3].map(() => t.post('/api/process-form', values, { headers })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([307, 307, 307]);
      const rows = await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('idempotency_key', '=', 'po-1')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a reused key with other data (409) and a malformed key (400)', async () => {
      const headers = { 'idempotency-key': 'reused-key' };
      await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') }, { headers });
      const other = await t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form'), message: 'Iets anders.' },
        { headers },
      );
      expect(other.statusCode).toBe(409);
      expect(other.body).toMatch(/Idempotency-Key is al gebruikt/);
      const bad = await t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form') },
        { headers: { 'idempotency-key': 'a b' } },
      );
      expect(bad.statusCode).toBe(400);
    });
  });
});
