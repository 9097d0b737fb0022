import { XSRF } from '../../../../src/domain/constants';
import { findContactLink } from '../../../registration-records/contact-links';
import { personalToken } from '../../../registration-records/personal-link';
import { exportPersonalData, erasePersonalData, purgeOlderThan } from '../../../privacy/privacy';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { listAudit } from '../../../audit/audit';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';
import { listPage } from '../../../submissions/store/list';

const FINAL = 'doorstroomtoets-registration-2026';
type Values = {
  school: { naam: string; instellingscode: string; vestigingscode: string };
  contacts: { email: string }[];
};

describeEachEngine('the staff workspace', (engine) => {
  let t: TestApp;
  let session: string;
  const registration = validValues(FINAL) as unknown as Values;

  const get = (url: string, cookie = session) => t.inject({ url, headers: cookie ? { cookie } : {} });
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
  const idOf = async (type: string) =>
    (await t.storage.db.selectFrom('submissions').select('id').where('type', '=', type).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
    expect((await t.post('/api/process-form', { type: FINAL, ...registration })).statusCode).toBe(307);
    expect(
      (
        await t.post('/api/process-form', {
          type: 'contact-form',
          ...validValues('contact-form'),
          first_name: '=HYPERLINK("x")',
          email: 'formule@example.nl',
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  it('answers 401 to anyone not logged in', async () => {
    for (const url of ['/api/staff/submissions', '/api/staff/stats', '/api/staff/export', '/api/staff/mails/failed']) {
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });

  it('lists newest first, filtered by type, free text (school, BRIN, e-mail) and status', async () => {
    const all = (await get('/api/staff/submissions')).json();
    expect(all.items.map((item: { type: string }) => item.type)).toEqual(['contact-form', FINAL, 'contact-form']);
    const byType = (await get(`/api/staff/submissions?type=${FINAL}`)).json();
    expect(byType.items).toEqual([
      expect.objectContaining({
        type: FINAL,
        title: registration.school.naam,
        registrationState: 'ontvangen',
        handlingStatus: 'nieuw',
      }),
    ]);
    for (const q of [
      registration.school.naam.slice(0, 12).toUpperCase(),
      `${registration.school.instellingscode}${registration.school.vestigingscode}`,
      registration.contacts[0].email,
    ]) {
      const found = (await get(`/api/staff/submissions?q=${encodeURIComponent(q)}`)).json();
      expect(found.items.map((item: { type: string }) => item.type)).toEqual([FINAL]);
    }
    // The Kenmerk a school reads out on the phone, typed as heard.
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('type', '=', FINAL)
      .executeTakeFirstOrThrow();
    const byKenmerk = (await get(`/api/staff/submissions?q=${encodeURIComponent(kenmerk!.toLowerCase())}`)).json();
    expect(byKenmerk.items.map((item: { type: string }) => item.type)).toEqual([FINAL]);
    expect((await get('/api/staff/submissions?q=%25')).json().items).toEqual([]);
    expect((await get('/api/staff/submissions?status=afgehandeld')).json().items).toEqual([]);
    expect((await get('/api/staff/submissions?type=nope')).statusCode).toBe(400);
  });

  it('pages by keyset: each page starts after the last row of the one before', async () => {
    const first = await listPage(t.storage.db, {}, null, 2);
    expect(first.items).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = (await get(`/api/staff/submissions?after=${first.next}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.items[0].id).not.toBe(first.items[1].id);
  });

  it('opens one in full with the form labels and its mails, audited, and never shows a personal link', async () => {
    const id = await idOf(FINAL);
    const response = await get(`/api/staff/submissions/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.rows).toContainEqual({ label: 'Aantal leerlingen in groep 8', value: '42', depth: 1 });
    expect(detail.mails.map((mail: { template: string; state: string }) => [mail.template, mail.state])).toContainEqual(
      ['helpdesk-notice', 'in-wachtrij'],
    );
    expect(response.body).not.toContain('token=');
    const audit = await listAudit(t.storage.db);
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: 'els@amn.nl', action: 'detail-view', submissionId: id }),
    );
  });

  it("sets 'Afgehandeld' and adds a note with author and time", async () => {
    const id = await idOf(FINAL);
    expect((await post(`/api/staff/submissions/${id}/status`, { status: 'afgehandeld' })).statusCode).toBe(200);
    expect((await post(`/api/staff/submissions/${id}/status`, { status: 'klaar' })).statusCode).toBe(400);
    expect(
      (await post(`/api/staff/submissions/${id}/notes`, { text: 'School belde: 31 leerlingen.' })).statusCode,
    ).toBe(201);
    const detail = (await get(`/api/staff/submissions/${id}`)).json();
    expect(detail.handlingStatus).toBe('afgehandeld');
    expect(detail.notes).toEqual([
      { author: 'els@amn.nl', at: expect.any(String), text: 'School belde: 31 leerlingen.' },
    ]);
    expect((await get('/api/staff/submissions?status=afgehandeld')).json().items).toHaveLength(1);
  });

  it('changes a registration for the school on the phone, recorded as done by the staff member', async () => {
    const id = await idOf(FINAL);
    const shown = (await get(`/api/staff/submissions/${id}`)).json();
    const stored = shown.values;
    stored.products.Doorstroomtoets.amount = 31;
    const response = await post(`/api/staff/submissions/${id}/change`, { ...stored, version: shown.version });
    expect(response.statusCode).toBe(200);
    // The same change again on the version the detail showed: someone changed it meanwhile.
    stored.products.Doorstroomtoets.amount = 33;
    const stale = await post(`/api/staff/submissions/${id}/change`, { ...stored, version: shown.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toBe(
      'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.',
    );
    const detail = (await get(`/api/staff/submissions/${id}`)).json();
    expect(detail.versions).toEqual([expect.objectContaining({ actor: 'staff:els@amn.nl', kind: 'change' })]);
    expect((await get(`/api/staff/submissions?state=gewijzigd`)).json().items).toHaveLength(1);
  });

  it('sends the confirmation again with fresh links: the old link stops working', async () => {
    const id = await idOf(FINAL);
    const email = registration.contacts[0].email;
    const old = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
    expect((await post(`/api/staff/submissions/${id}/resend`)).statusCode).toBe(202);
    expect((await t.inject({ url: `/api/registration?token=${old}` })).statusCode).toBe(404);
    const fresh = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
    expect((await t.inject({ url: `/api/registration?token=${fresh}` })).statusCode).toBe(200);
    const confirmations = await t.storage.db
      .selectFrom('outbox')
      .select('recipient')
      .where('submission_id', '=', id)
      .where('template', '=', 'confirmation')
      .execute();
    expect(confirmations).toHaveLength(2);
    expect((await post(`/api/staff/submissions/${id}/links`)).statusCode).toBe(202);
  });

  it('lists failed mails and sends one again', async () => {
    const mail = await t.storage.db
      .selectFrom('outbox')
      .select('id')
      .where('template', '=', 'helpdesk-notice')
      .executeTakeFirstOrThrow();
    await t.storage.db
      .updateTable('outbox')
      .set({ failed_at: new Date().toISOString(), attempts: 8, last_error: '550 mailbox unavailable' })
      .where('id', '=', mail.id)
      .execute();
    const failed = (await get('/api/staff/mails/failed')).json();
    expect(failed).toEqual([
      expect.objectContaining({ id: mail.id, attempts: 8, lastError: '550 mailbox unavailable' }),
    ]);
    expect((await post(`/api/staff/mails/${mail.id}/retry`)).statusCode).toBe(202);
    expect((await get('/api/staff/mails/failed')).json()).toEqual([]);
    expect((await post(`/api/staff/mails/${mail.id}/retry`)).statusCode).toBe(404);
  });

  it('shows a mail a cap holds as vastgehouden with its reason, not among the failed mails', async () => {
    const id = await idOf(FINAL);
    const mail = await t.storage.db
      .selectFrom('outbox')
      .select('id')
      .where('submission_id', '=', id)
      .where('template', '=', 'confirmation')
      .executeTakeFirstOrThrow();
    await t.storage.db
      .updateTable('outbox')
      .set({ held_at: new Date().toISOString(), held_reason: 'recipient-day' })
      .where('id', '=', mail.id)
      .execute();
    const detail = (await get(`/api/staff/submissions/${id}`)).json();
    expect(detail.mails).toContainEqual(
      expect.objectContaining({ id: mail.id, state: 'vastgehouden', heldReason: 'recipient-day' }),
    );
    expect((await get('/api/staff/mails/failed')).json()).not.toContainEqual(expect.objectContaining({ id: mail.id }));
    expect((await post(`/api/staff/mails/${mail.id}/retry`)).statusCode).toBe(404);
  });

  it('exports the filtered view as .xlsx, CSV (formulas neutralised) and JSON, audited', async () => {
    const xlsx = await get('/api/staff/export?type=contact-form');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A zip: the .xlsx's cells are read back in export-sheet.test.ts.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await get('/api/staff/export?format=csv&type=contact-form');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    // The .xlsx's columns, with plain values for scripts (export-sheet.test.ts).
    expect(lines[0]).toMatch(
      /^"Kenmerk","Formulier","Ontvangen",.*"Voornaam".*"Status aanmelding","Wijzigingen","Status","Notities"$/,
    );
    expect(lines).toHaveLength(3);
    // A formula typed into a form gets the apostrophe: a spreadsheet shows the text, runs nothing.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toContain(`,"=HYPERLINK(`);
    expect(csv.body).not.toContain(registration.school.naam);
    const json = (await get(`/api/staff/export?format=json&q=${encodeURIComponent(registration.school.naam)}`)).json();
    expect(json).toEqual([expect.objectContaining({ type: FINAL, handlingStatus: 'afgehandeld' })]);
    const audit = await listAudit(t.storage.db);
    expect(audit.filter((row) => row.action === 'export').map((row) => row.detail)).toEqual([
      'xlsx contact-form',
      'csv contact-form',
      'json alle',
    ]);
  });

  it('counts per form and week, and registrations and pupils per product and round', async () => {
    const stats = (await get('/api/staff/stats')).json();
    expect(stats.perWeek).toContainEqual(expect.objectContaining({ label: 'Contactformulier', count: 2 }));
    expect(stats.perProduct).toEqual([{ round: 2026, product: 'Doorstroomtoets', registrations: 1, pupils: 31 }]);
  });

  it('counts the forms dropped as a bot’s, per week and reason', async () => {
    const before = (await get('/api/staff/stats')).json().botsPerWeek;
    const contact = validValues('contact-form');
    const honeypot = { type: 'contact-form', ...contact, website: 'x', form_started_at: t.now() - 60_000 };
    expect((await t.post('/api/process-form', honeypot, { bot: false })).statusCode).toBe(200);
    const tooFast = { type: 'contact-form', ...contact, website: '', form_started_at: t.now(), form_fill_ms: 300 };
    expect((await t.post('/api/process-form', tooFast, { bot: false })).statusCode).toBe(200);
    const total = (rows: { reason: string; count: number }[], reason: string) =>
      rows.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.count, 0);
    const after = (await get('/api/staff/stats')).json().botsPerWeek;
    expect(total(after, 'honeypot')).toBe(total(before, 'honeypot') + 1);
    expect(total(after, 'too-fast')).toBe(total(before, 'too-fast') + 1);
  });

  it('keeps notes in the privacy commands: exported, redacted, purged', async () => {
    const id = await idOf(FINAL);
    const email = registration.contacts[0].email;
    await post(`/api/staff/submissions/${id}/notes`, { text: `Belde met ${email} over de aanmelding.` });
    expect((await exportPersonalData(t.storage.db, email)).notes.map((note) => note.text)).toContain(
      `Belde met ${email} over de aanmelding.`,
    );
    await erasePersonalData(t.storage.db, 'bestuur@stichting.example.nl');
    await erasePersonalData(t.storage.db, email);
    const notes = await t.storage.db.selectFrom('staff_notes').select('text').execute();
    expect(notes.map((note) => note.text).join(' ')).not.toContain(email);
    await purgeOlderThan(t.storage.db, new Date(Date.now() + 60_000), { now: new Date(t.now()) });
    expect(await t.storage.db.selectFrom('staff_notes').selectAll().execute()).toEqual([]);
  });
});
