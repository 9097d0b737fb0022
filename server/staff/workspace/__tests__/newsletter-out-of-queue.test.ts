import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';

const AT = Date.parse('2026-11-24T09:00:00.000Z');

describeEachEngine("newsletter sign-ups are subscribers, not the helpdesk's queue", (engine) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => AT });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(AT), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(AT))}`;
    const contact = { ...validValues('contact-form'), email: 'vraag@example.nl' };
    expect((await t.post('/api/process-form', { type: 'contact-form', ...contact })).statusCode).toBe(200);
    for (const email of ['lezer@example.nl', 'abonnee@example.nl']) {
      const body = { type: 'newsletter', ...validValues('newsletter'), email };
      expect((await t.post('/api/process-form', body)).statusCode).toBe(200);
    }
  });
  afterAll(async () => t.close());

  /** The forms of the list's rows for a query string. */
  const listed = async (query: string) => {
    const response = await t.inject({ url: `/api/staff/submissions?${query}`, headers: { cookie: session } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { type: string }[] }).items.map((item) => item.type).sort();
  };

  it('leaves them out of the list, and of its status filter "Nieuw"', async () => {
    expect(await listed('')).toEqual(['contact-form']);
    expect(await listed('status=nieuw')).toEqual(['contact-form']);
    expect(await listed('type=newsletter&status=nieuw')).toEqual([]);
  });

  it('shows them when asked for: their form, their consent, or a search by address for a privacy request', async () => {
    expect(await listed('type=newsletter')).toEqual(['newsletter', 'newsletter']);
    expect(await listed('consent=pending')).toEqual(['newsletter', 'newsletter']);
    expect(await listed('q=lezer%40example.nl')).toEqual(['newsletter']);
    expect(await listed('q=example.nl')).toEqual(['contact-form', 'newsletter', 'newsletter']);
  });
});
