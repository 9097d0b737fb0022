import { mailingStorage } from '../../mail/caps';
import { signToken } from '../../security/signed-tokens';
import { personalToken } from '../../registration-records/personal-link';
import { findContactLink, revokeContactLink } from '../../registration-records/contact-links';
import { resendLinks, RESEND_INTERVAL_MS } from '../../registration-service/resend';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { INVALID_REGISTRATION_LINK, LINKS_SENT } from '../routes';

const PRE = 'doorstroomtoets-pre-registration-2026';
const FINAL = 'doorstroomtoets-registration-2026';

describeEachEngine('a registration behind its personal links', (engine) => {
  let t: TestApp;
  let preId: string;
  let annaToken: string;
  const values = validValues(PRE);
  const chosen = values.school as { naam: string; instellingscode: string; vestigingscode: string };

  /** The token the confirmation to `email` carries (the worker signs it the same way). */
  async function tokenFor(id: string, email: string) {
    const link = await findContactLink(t.storage.db, id, email);
    return link ? personalToken(t.app.signingKey, link) : 'no-link';
  }

  const personalLinkMails = (id: string) =>
    t.storage.db
      .selectFrom('outbox')
      .select('recipient')
      .where('submission_id', '=', id)
      .where('template', '=', 'personal-link')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    expect((await t.post('/api/process-form', { type: PRE, ...values })).statusCode).toBe(307);
    preId = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
    annaToken = await tokenFor(preId, 'anna@school.example.nl');
  });
  afterAll(async () => t.close());

  it('gives every contact a link of their own', async () => {
    const rows = await t.storage.db
      .selectFrom('registration_contacts')
      .select(['email', 'version'])
      .where('submission_id', '=', preId)
      .orderBy('email')
      .execute();
    expect(rows.map((row) => [row.email, Number(row.version)])).toEqual([
      ['anna@school.example.nl', 1],
      ['bram@school.example.nl', 1],
    ]);
    expect(await tokenFor(preId, 'bram@school.example.nl')).not.toBe(annaToken);
  });

  it('shows the registration as stored to a valid link, and never to search engines or referrers', async () => {
    const response = await t.inject({ url: `/api/registration?token=${annaToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json();
    expect(body).toMatchObject({
      id: preId,
      state: 'ontvangen',
      schoolName: chosen.naam,
      contactEmail: 'anna@school.example.nl',
      finishRoute: '/formulier/doorstroomtoets-2026/aanmelding',
      changesOpen: true,
      history: [],
    });
    expect(body.rows).toContainEqual({ label: 'Aantal leerlingen in groep 8', value: '42', depth: 1 });
  });

  it.each([
    ['tampered with', () => annaToken.replace(/^./, (char) => (char === 'W' ? 'X' : 'W'))],
    [
      'signed for another purpose',
      () =>
        signToken(t.app.signingKey, {
          purpose: 'newsletter-unsubscribe',
          subject: `${preId}:x`,
          version: 1,
          expiresAt: null,
        }),
    ],
    ['made up', () => 'abc.def'],
    ['missing', () => ''],
  ])('answers 404 with nothing of the school to a token %s', async (_name, token) => {
    const response = await t.inject({ url: `/api/registration?token=${encodeURIComponent(token())}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INVALID_REGISTRATION_LINK);
    expect(response.body).not.toContain(chosen.naam);
  });

  it('hands the pre-registration to its final form only with a token for it: the id alone is a 404', async () => {
    expect((await t.inject({ url: `/api/registration/${preId}` })).statusCode).toBe(404);
    const response = await t.inject({ url: `/api/registration/${preId}?token=${annaToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().values.products.Doorstroomtoets.amount).toBe(42);
  });

  it('completes the pre-registration only together with a valid token, then no longer offers to finish it', async () => {
    // The final registration is for the pre-registration's own school (another school is refused).
    const final = { type: FINAL, ...validValues(FINAL), school: values.school, registrationId: preId };
    const withoutToken = await t.post('/api/process-form', final);
    expect(withoutToken.statusCode).toBe(400);
    expect(await t.submissions()).toBe(1);
    const tampered = await t.post('/api/process-form', { ...final, registrationToken: `${annaToken}x` });
    expect(tampered.statusCode).toBe(400);
    const completed = await t.post('/api/process-form', { ...final, registrationToken: annaToken });
    expect(completed.statusCode).toBe(307);
    const stored = await t.storage.db
      .selectFrom('submissions')
      .select(['payload', 'registration_id'])
      .where('type', '=', FINAL)
      .executeTakeFirstOrThrow();
    expect(stored.registration_id).toBe(preId);
    // The token proves a right; it is never stored.
    expect(stored.payload).not.toContain(annaToken);
    expect((await t.inject({ url: `/api/registration?token=${annaToken}` })).json().finishRoute).toBeNull();
  });

  it('sends the links again to the contacts on file, at most once per 10 minutes, with one answer for all', async () => {
    const ask = (body: unknown) => t.post('/api/registration/links', body);
    // An address typed in by the asker is never used: the links go to the contacts on file.
    const first = await ask({ registrationId: preId, email: 'someone@else.example' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ text: LINKS_SENT });
    expect((await personalLinkMails(preId)).map((row) => row.recipient).sort()).toEqual([
      'anna@school.example.nl',
      'bram@school.example.nl',
    ]);
    // Again at once, by id or by the school's codes: the same answer, no mail.
    expect((await ask({ registrationId: preId })).json()).toEqual({ text: LINKS_SENT });
    const bySchool = await ask({
      school: { instellingscode: chosen.instellingscode, vestigingscode: chosen.vestigingscode },
    });
    expect(bySchool.json()).toEqual({ text: LINKS_SENT });
    expect(await personalLinkMails(preId)).toHaveLength(2);
    // An unknown school and an unknown id get the very same answer.
    expect((await ask({ school: { instellingscode: '99ZZ', vestigingscode: '00' } })).json()).toEqual({
      text: LINKS_SENT,
    });
    expect((await ask({ registrationId: 'AAAAAAAAAAAAAAAAAAAAAA' })).json()).toEqual({ text: LINKS_SENT });
    const later = new Date(Date.now() + RESEND_INTERVAL_MS + 1000);
    expect(await resendLinks(mailingStorage(t.app), { registrationId: preId }, later, '203.0.113.5')).toBe(1);
    expect(await personalLinkMails(preId)).toHaveLength(4);
  });

  it('stops a revoked link at once: a raised version', async () => {
    await revokeContactLink(t.storage.db, preId, 'bram@school.example.nl');
    const revoked = await t.inject({ url: `/api/registration?token=${await oldBramToken()}` });
    expect(revoked.statusCode).toBe(404);
    const fresh = await tokenFor(preId, 'bram@school.example.nl');
    expect((await t.inject({ url: `/api/registration?token=${fresh}` })).statusCode).toBe(200);
  });

  /** Bram's token as signed before the revocation: version 1. */
  async function oldBramToken() {
    const link = await findContactLink(t.storage.db, preId, 'bram@school.example.nl');
    return personalToken(t.app.signingKey, { ...link!, version: 1 });
  }
});
