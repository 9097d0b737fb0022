import { XSRF } from '../../../../src/domain/constants';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { school, validValues } from '../../../../test/support/server/payloads';
import { readXlsx } from '../../../../test/support/server/xlsx-reader';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { listAudit } from '../../../audit/audit';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';
import { decodeCursor, listPage } from '../../../submissions/store/list';

const FINAL = 'doorstroomtoets-registration-2026';
/** Late in the evening in UTC: already the next day in Amsterdam (summer time, UTC+2). */
const AT = Date.parse('2025-10-15T22:30:00.000Z');

type Item = { id: string; title: string; type: string; handlingStatus: string };

describeEachEngine('finding, sorting and handling in bulk in the staff workspace', (engine) => {
  let t: TestApp;
  let session: string;
  let clock = AT;
  const names = ['Obs Zonnebloem', 'Cbs Abeel', 'Rkbs Merel'];

  const get = (url: string) => t.inject({ url, headers: { cookie: session } });
  const post = (url: string, body: unknown, cookie = session) =>
    t.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${cookie}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(body),
    });
  const list = async (query: string): Promise<Item[]> => {
    const items: Item[] = [];
    let after = '';
    for (;;) {
      const page = (await get(`/api/staff/submissions?${query}${after ? `&after=${after}` : ''}`)).json();
      items.push(...page.items);
      if (!page.next) return items;
      after = encodeURIComponent(page.next);
    }
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => clock });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(AT))}`;
    for (const [index, naam] of names.entries()) {
      const values = validValues(FINAL);
      const response = await t.post('/api/process-form', {
        type: FINAL,
        ...values,
        school: school({
          naam,
          plaatsnaam: ['Zwolle', 'Assen', 'Venlo'][index],
          postcode: ['8011 AB', '9401 CD', '5911 EF'][index],
        }),
        contacts: [{ ...(values.contacts as object[])[0], work_number: `038-42 1000${index}` }],
      });
      expect(response.statusCode).toBe(307);
      clock += 60_000;
    }
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  it('finds by phone as typed, town, postcode with or without its space, and Kenmerk', async () => {
    const titles = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).map((item) => item.title).sort();
    expect(await titles('038 42 10001')).toEqual(['Cbs Abeel']);
    expect(await titles('0384210002')).toEqual(['Rkbs Merel']);
    expect(await titles('zwolle')).toEqual(['Obs Zonnebloem']);
    expect(await titles('5911ef')).toEqual(['Rkbs Merel']);
    expect(await titles('9401 CD')).toEqual(['Cbs Abeel']);
    const [one] = await list('type=contact-form');
    expect((await list(`q=${one.id}`)).map((item) => item.id)).toEqual([one.id]);
  });

  it('sorts by school A–Z, by form and by status, and pages through every order', async () => {
    expect((await list('sort=school&type=' + FINAL)).map((item) => item.title)).toEqual([
      'Cbs Abeel',
      'Obs Zonnebloem',
      'Rkbs Merel',
    ]);
    expect((await list('sort=formulier')).map((item) => item.type)).toEqual(['contact-form', FINAL, FINAL, FINAL]);
    expect((await list('sort=ontvangen')).map((item) => item.type)).toEqual(['contact-form', FINAL, FINAL, FINAL]);
    expect((await get('/api/staff/submissions?sort=random')).statusCode).toBe(400);
  });

  it('keeps each order across pages: the cursor carries the order key', async () => {
    for (const sort of ['ontvangen', 'school', 'formulier', 'status'] as const) {
      const whole = (await listPage(t.storage.db, {}, null, 10, sort)).items.map((item) => item.id);
      const paged: string[] = [];
      let next: string | null = null;
      do {
        const page: { items: { id: string }[]; next: string | null } = await listPage(
          t.storage.db,
          {},
          decodeCursor(next ?? undefined),
          1,
          sort,
        );
        paged.push(...page.items.map((item) => item.id));
        next = page.next;
      } while (next);
      expect(paged).toEqual(whole);
    }
  });

  it('sets the status of selected rows, each audited once, also when two colleagues do it at once', async () => {
    const ids = (await list(`type=${FINAL}`)).map((item) => item.id);
    const other = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(AT))}`;
    const [first, second] = await Promise.all([
      post('/api/staff/submissions/status', { ids, status: 'in-behandeling' }),
      post('/api/staff/submissions/status', { ids, status: 'in-behandeling' }, other),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const changed = [...first.json().changed, ...second.json().changed].sort();
    expect(changed).toEqual([...ids].sort());
    const audited = (await listAudit(t.storage.db)).filter(
      (row) => row.action === 'status-change' && row.detail === 'in-behandeling',
    );
    expect(audited.map((row) => row.submissionId).sort()).toEqual([...ids].sort());
    expect((await list('status=in-behandeling')).map((item) => item.id).sort()).toEqual([...ids].sort());
    // Sorted by status, what still needs work ('nieuw') comes first.
    expect((await list('sort=status')).map((item) => item.handlingStatus)).toEqual([
      'nieuw',
      'in-behandeling',
      'in-behandeling',
      'in-behandeling',
    ]);
    const again = (
      await post('/api/staff/submissions/status', { ids: ids.slice(0, 1), status: 'in-behandeling' })
    ).json();
    expect(again).toEqual(expect.objectContaining({ changed: [], unchanged: 1 }));
    const tooMany = Array.from({ length: 201 }, (_, index) => `id${index}`);
    expect((await post('/api/staff/submissions/status', { ids: tooMany, status: 'nieuw' })).statusCode).toBe(400);
  });

  it('shows a sent mail rebuilt from its template with the personal link masked, audited', async () => {
    const [merel] = await list('q=merel');
    const detail = (await get(`/api/staff/submissions/${merel.id}`)).json();
    const confirmation = detail.mails.find((mail: { template: string }) => mail.template === 'confirmation');
    const response = await get(`/api/staff/mails/${confirmation.id}`);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.subject).not.toBe('');
    expect(view.text).toContain('Rkbs Merel');
    expect(view.text).toMatch(/\?token=\[verborgen\]/);
    expect(view.html).toMatch(/token=\[verborgen\]/);
    expect(`${view.text}${view.html}`).not.toMatch(/token=(?!\[verborgen\])/);
    expect(view.html).not.toContain('cid:');
    const notice = detail.mails.find((mail: { template: string }) => mail.template === 'helpdesk-notice');
    const noticeView = (await get(`/api/staff/mails/${notice.id}`)).json();
    // The notice links to the record by its Kenmerk (the id stays internal), and that address opens it.
    expect(noticeView.text).toContain(`/beheer?inzending=${detail.kenmerk}`);
    expect(noticeView.text).not.toContain(merel.id);
    // Opened by that address, the record is whole: its mails, its notes (one added there too) and history.
    expect(
      (await post(`/api/staff/submissions/${detail.kenmerk}/notes`, { text: 'Via de melding geopend.' })).statusCode,
    ).toBe(201);
    const byKenmerk = (await get(`/api/staff/submissions/${detail.kenmerk}`)).json();
    expect(byKenmerk.id).toBe(merel.id);
    expect(byKenmerk.mails.map((mail: { id: string }) => mail.id)).toEqual(
      detail.mails.map((mail: { id: string }) => mail.id),
    );
    expect(byKenmerk.mails.length).toBeGreaterThan(0);
    expect(byKenmerk.notes.map((note: { text: string }) => note.text)).toContain('Via de melding geopend.');
    expect(byKenmerk.versions).toEqual(detail.versions);
    const byId = (await get(`/api/staff/submissions/${merel.id}`)).json();
    expect(byId.notes).toEqual(byKenmerk.notes);
    expect(await listAudit(t.storage.db)).toContainEqual(
      expect.objectContaining({ action: 'mail-view', submissionId: merel.id, detail: confirmation.id }),
    );
    expect((await get('/api/staff/mails/bestaat-niet')).statusCode).toBe(404);
  });

  it('exports for Excel: the form’s labels, local time, Dutch statuses, notes', async () => {
    const [abeel] = await list('q=abeel');
    await post(`/api/staff/submissions/${abeel.id}/notes`, { text: 'Belde; zegt "31" leerlingen.' });
    const response = await get(`/api/staff/export?format=xlsx&type=${FINAL}`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { header, rows } = await readXlsx(response.rawPayload);
    expect(rows).toHaveLength(3);
    expect(header.slice(0, 3)).toEqual(['Kenmerk', 'Formulier', 'Ontvangen']);
    expect(header.slice(-4)).toEqual(['Status aanmelding', 'Wijzigingen', 'Status', 'Notities']);
    expect(header).toEqual(
      expect.arrayContaining([
        'School: Naam',
        'School: Plaats',
        'Doorstroomtoets 2026 – aantal leerlingen (groep 8)',
        'Contactpersoon 1: E-mail',
        'Contactpersoon 1: Telefoonnummer',
      ]),
    );
    expect(header.join(' ')).not.toMatch(/contacts\.|products\.|created_at|\.0\./);
    const row = rows.find((cells) => cells['School: Naam'] === 'Cbs Abeel')!;
    // A registration's Kenmerk is the one a person can say, as its mails and page show it.
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('id', '=', abeel.id)
      .executeTakeFirstOrThrow();
    expect(row.Kenmerk).toBe(kenmerk);
    expect(row.Kenmerk).toMatch(/^AMN-\d{4}-/);
    expect(row['School: Naam']).toBe('Cbs Abeel');
    expect(row['Doorstroomtoets 2026 – aantal leerlingen (groep 8)']).toBe(42);
    // Sent at 22:31 UTC on 15 October: 00:31 on the 16th in Amsterdam.
    expect(row.Ontvangen).toEqual(new Date(Date.UTC(2025, 9, 16, 0, 31)));
    expect(row.Status).toBe('In behandeling');
    expect(row['Status aanmelding']).toBe('Ontvangen');
    expect(row.Notities).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} els@amn\.nl: Belde; zegt "31" leerlingen\.$/);
  });
});
