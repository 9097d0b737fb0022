import { XSRF } from '../../../../src/domain/constants';
import { OutboxWorker } from '../../../mail/outbox-worker';
import type { OutgoingMail } from '../../../mail/transport';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { listAudit } from '../../../audit/audit';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';

describeEachEngine("the workspace's held mails ('Versturen', 'Verwijderen')", (engine) => {
  let t: TestApp;
  let session: string;

  const get = (url: string, cookie = session) => t.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie = session) =>
    t.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${cookie}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: '{}',
    });
  const outboxRow = (id: string) =>
    t.storage.db.selectFrom('outbox').select(['id', 'held_at', 'sent_at']).where('id', '=', id).executeTakeFirst();

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

  /** Two contact forms, each mail of theirs held as a cap would hold it; returns the held ids. */
  async function holdTwo(): Promise<[string, string]> {
    for (const email of ['een@example.nl', 'twee@example.nl']) {
      const values = { type: 'contact-form', ...validValues('contact-form'), email };
      expect((await t.post('/api/process-form', values)).statusCode).toBe(200);
    }
    await t.storage.db
      .updateTable('outbox')
      .set({ held_at: new Date(Date.now() - 60_000).toISOString(), held_reason: 'recipient-hour' })
      .where('sent_at', 'is', null)
      .execute();
    const rows = await t.storage.db.selectFrom('outbox').select('id').orderBy('created_at').orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    return [rows[0].id, rows[1].id];
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
  });
  afterAll(async () => t.close());

  it('lists the held mails with recipient, kind and reason; sends none of them', async () => {
    const [first] = await holdTwo();
    const held = (await get('/api/staff/mails/held')).json();
    expect(held).toContainEqual(
      expect.objectContaining({ id: first, reason: 'recipient-hour', recipient: expect.stringContaining('@') }),
    );
    expect(held.every((mail: { reason: string }) => mail.reason === 'recipient-hour')).toBe(true);
    expect(await send()).toEqual([]);
  });

  it("'Versturen' sends it past the caps: no longer held, delivered by the worker, audited", async () => {
    const [first, second] = (await get('/api/staff/mails/held')).json().map((mail: { id: string }) => mail.id);
    const response = await post(`/api/staff/mails/${first}/release`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ text: 'De mail wordt verstuurd.' });
    expect((await outboxRow(first))?.held_at).toBeNull();
    const sent = await send();
    expect(sent.map((mail) => mail.id)).toEqual([first]);
    expect((await outboxRow(first))?.sent_at).not.toBeNull();
    expect((await outboxRow(second))?.held_at).not.toBeNull();
    const held = (await get('/api/staff/mails/held')).json().map((mail: { id: string }) => mail.id);
    expect(held).not.toContain(first);
    expect(held).toContain(second);
    // Once sent it is no longer held: a second click (or a colleague's) changes nothing.
    expect((await post(`/api/staff/mails/${first}/release`)).statusCode).toBe(404);
    expect((await post(`/api/staff/mails/${first}/drop`)).statusCode).toBe(404);
    expect((await outboxRow(first))?.sent_at).not.toBeNull();
    const audit = (await listAudit(t.storage.db)).filter((row) => row.action === 'mail-release');
    expect(audit).toEqual([expect.objectContaining({ actor: 'els@amn.nl', detail: first })]);
  });

  it("'Verwijderen' deletes it, audited; it is never sent", async () => {
    const held = (await get('/api/staff/mails/held')).json().map((mail: { id: string }) => mail.id);
    const [id] = held;
    const response = await post(`/api/staff/mails/${id}/drop`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'De mail is verwijderd.' });
    expect(await outboxRow(id)).toBeUndefined();
    expect((await get('/api/staff/mails/held')).json().map((mail: { id: string }) => mail.id)).toEqual(held.slice(1));
    expect((await send()).map((mail) => mail.id)).not.toContain(id);
    expect((await post(`/api/staff/mails/${id}/release`)).statusCode).toBe(404);
    const audit = (await listAudit(t.storage.db)).filter((row) => row.action === 'mail-drop');
    expect(audit).toEqual([expect.objectContaining({ actor: 'els@amn.nl', detail: id })]);
  });

  it('refuses anyone not logged in, and a post without the CSRF token', async () => {
    const [id] = (await get('/api/staff/mails/held')).json().map((mail: { id: string }) => mail.id);
    expect((await get('/api/staff/mails/held', '')).statusCode).toBe(401);
    expect((await post(`/api/staff/mails/${id}/release`, '')).statusCode).toBe(401);
    expect((await post(`/api/staff/mails/${id}/drop`, 'amn_staff=not-a-session')).statusCode).toBe(401);
    const noCsrf = await t.inject({
      method: 'POST',
      url: `/api/staff/mails/${id}/drop`,
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: session },
      payload: '{}',
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await outboxRow(id)).toMatchObject({ id, sent_at: null });
    expect((await outboxRow(id))?.held_at).not.toBeNull();
  });
});
