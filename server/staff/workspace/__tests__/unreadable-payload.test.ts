import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';
import { UNREADABLE } from '../../../submissions/store/payload';

// A stored payload its form no longer reads has no form values: the staff pages still open it and
// say so, with what it stored, instead of failing.
describeEachEngine('a stored payload its form no longer reads, in the staff workspace', (engine) => {
  let t: TestApp;
  let session: string;
  let id: string;
  const get = (url: string) => t.inject({ url, headers: { cookie: session } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
    ({ id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow());
    // As if the form had changed since: its message is gone, an unknown field is there.
    await t.storage.db
      .updateTable('submissions')
      .set({ payload: JSON.stringify({ type: 'contact-form', email: 'anna@school.nl', oud_veld: 'x' }) })
      .where('id', '=', id)
      .execute();
  });
  afterAll(async () => t.close());

  it('opens it, unreadable with its issues, and shows what it stored', async () => {
    const response = await get(`/api/staff/submissions/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.rows[0]).toEqual(expect.objectContaining({ label: 'Inhoud' }));
    expect(detail.rows[0].value).toContain(UNREADABLE);
    expect(JSON.stringify(detail.rows)).toContain('anna@school.nl');
    expect(detail.values).toBeNull();
  });

  it('lists and exports it', async () => {
    const list = await get('/api/staff/submissions');
    expect(list.statusCode).toBe(200);
    // Titled from what it stored: its sender's address.
    expect(list.json().items).toEqual([expect.objectContaining({ id, title: 'anna@school.nl' })]);
    const exported = await get('/api/staff/export?format=json');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('anna@school.nl');
  });
});
