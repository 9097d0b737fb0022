import { XSRF } from '../../../../src/domain/constants';
import { OutboxWorker } from '../../../mail/outbox-worker';
import type { OutgoingMail } from '../../../mail/transport';
import { findContactLink } from '../../../registration-records/contact-links';
import { personalToken } from '../../../registration-records/personal-link';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';
import { WITHDRAWN_NO_RESEND } from '../routes';
import { markProven } from '../../../mail/proof';

const FINAL = 'doorstroomtoets-registration-2026';
type Values = { products: { Doorstroomtoets: { amount: number; eerstedag: string } } };

describeEachEngine("staff's 'Bevestiging opnieuw sturen'", (engine) => {
  let t: TestApp;
  let session: string;
  let id: string;
  let token: string;

  const post = (url: string, body: unknown = {}) =>
    t.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(body),
    });
  const confirmations = () =>
    t.storage.db
      .selectFrom('outbox')
      .select(['id', 'registration_version'])
      .where('submission_id', '=', id)
      .where('template', '=', 'confirmation')
      .orderBy('created_at')
      .execute();

  /** Sends what is due and returns the mails as the mail server got them. */
  async function send(): Promise<OutgoingMail[]> {
    const sent: OutgoingMail[] = [];
    const worker = new OutboxWorker(
      t.storage.db,
      { send: async (mail) => void sent.push(mail), close: () => undefined },
      {
        clock: Date.now,
        from: 'noreply@amn.nl',
        retryBaseMs: 1000,
        maxAttempts: 3,
        signingKey: t.app.signingKey,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      },
    );
    await worker.runOnce(() => new Date(Date.now() + 1000));
    return sent;
  }
  const sequenceOf = (mail: OutgoingMail) =>
    /SEQUENCE:(\d+)/.exec(String(mail.attachments?.find((file) => file.filename.endsWith('.ics'))?.content))?.[1];

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
    // The subject is staff's resend and its calendar entry, not the proof: the contact clicked one before.
    await markProven(t.storage.db, 'anna@school.example.nl', new Date(t.now()).toISOString());
    expect((await t.post('/api/process-form', { type: FINAL, ...validValues(FINAL) })).statusCode).toBe(307);
    id = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
    token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, 'anna@school.example.nl'))!);
  });
  afterAll(async () => t.close());

  it("carries the calendar entry's current SEQUENCE after a change", async () => {
    const first = await send();
    expect(first.filter(sequenceOf).map(sequenceOf)).toContain('0');
    const values = (await t.inject({ url: `/api/registration?token=${token}` })).json().values as Values;
    // A moved first test day: the change mail sends the calendar entry again (a pupil count would not).
    values.products.Doorstroomtoets.eerstedag = '2026-02-03';
    expect((await t.post('/api/registration/change', { ...values, token, version: 1 })).statusCode).toBe(200);
    const changed = await send();
    expect(changed.filter(sequenceOf).map(sequenceOf)).toContain('1');

    const answer = await post(`/api/staff/submissions/${id}/resend`);
    expect(answer.statusCode).toBe(202);
    // Before the press the workspace says it, after it the answer does: the earlier links end.
    expect(answer.json().text).toContain('De links uit eerdere e-mails werken niet meer');
    const resent = (await confirmations()).at(-1)!;
    expect(Number(resent.registration_version)).toBe(2);
    const sent = await send();
    const mail = sent.find((candidate) => candidate.id === resent.id)!;
    expect(mail.subject).toMatch(/aanmelding/i);
    expect(sequenceOf(mail)).toBe('1');
    // The school's mail says so too, and the helpdesk gets its own notice with the record's link.
    expect(mail.text).toContain('De links in eerdere e-mails over deze aanmelding werken niet meer');
    const notice = sent.find((candidate) => candidate.subject.startsWith('Bevestiging opnieuw verstuurd:'))!;
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(notice.subject).toMatch(new RegExp(`– ${kenmerk}$`));
    expect(notice.text).toContain('De links uit eerdere e-mails werken niet meer.');
    expect(notice.text).toContain(`/beheer?inzending=${kenmerk}`);
    expect(notice.attachments?.map((file) => file.filename)).not.toContain('afnamedag.ics');
  });

  it('is refused for a withdrawn registration, with the reason, and queues nothing', async () => {
    token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, 'anna@school.example.nl'))!);
    expect((await t.post('/api/registration/withdraw', { token, version: 2 })).statusCode).toBe(200);
    const before = (await confirmations()).length;
    const refused = await post(`/api/staff/submissions/${id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(WITHDRAWN_NO_RESEND);
    expect(await confirmations()).toHaveLength(before);
  });
});
