import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { ADMIN_TOKEN, asPerson, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

describeEachEngine('GET /api/admin/submissions', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.post('/api/process-form', {
      type: 'contact-form',
      ...validValues('contact-form'),
      // A name may not hold a web address (://, www.); a formula is still a name's text to neutralise.
      organisation: '=HYPERLINK("evil.example","klik")',
      message: 'Regel één, met "aanhalingstekens"\nen een tweede regel.',
    });
    await t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter') });
  });
  afterAll(async () => t.close());

  it('refuses without the right bearer token (401, no data)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: ADMIN_TOKEN }]) {
      const response = await t.inject({ url: '/api/admin/submissions', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).toBe('Geen toegang.');
    }
  });

  it('exports JSON, filtered by type', async () => {
    const all = await t.inject({ url: '/api/admin/submissions', headers: auth });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().map((row: { type: string }) => row.type)).toEqual(['contact-form', 'newsletter']);
    const newsletters = await t.inject({ url: '/api/admin/submissions?type=newsletter&format=json', headers: auth });
    expect(newsletters.json()).toEqual([
      expect.objectContaining({ type: 'newsletter', values: expect.objectContaining({ akkoord: true }) }),
    ]);
  });

  it('exports CSV with formula-like cells neutralised', async () => {
    const response = await t.inject({ url: '/api/admin/submissions?type=contact-form&format=csv', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inzendingen-contact-form-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row] = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe(
      '"id","type","formulier","created_at","first_name","last_name","email","phone","organisation","message","status_aanmelding","wijzigingen","status"',
    );
    expect(row).toContain('"contact-form","Contactformulier"');
    expect(row).toContain('"\'=HYPERLINK(""evil.example"",""klik"")"');
    expect(row).toContain('"Regel één, met ""aanhalingstekens""\nen een tweede regel."');
  });

  it('refuses an unknown format or form type', async () => {
    expect((await t.inject({ url: '/api/admin/submissions?format=xml', headers: auth })).statusCode).toBe(400);
    expect((await t.inject({ url: '/api/admin/submissions?type=onbekend', headers: auth })).statusCode).toBe(400);
  });

  it('shows the dropped bots per day and reason', async () => {
    await t.post(
      '/api/process-form',
      { ...asPerson({ type: 'contact-form', ...validValues('contact-form') }), website: 'http://spam.example' },
      { bot: false },
    );
    const response = await t.inject({ url: '/api/admin/bot-drops', headers: auth });
    expect(response.json()).toEqual([expect.objectContaining({ reason: 'honeypot', count: 1 })]);
  });
});

describe('staff export without ADMIN_TOKEN', () => {
  it('does not exist at all', async () => {
    const t = await startTestApp('sqlite', { adminToken: null });
    const response = await t.inject({ url: '/api/admin/submissions', headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(404);
    await t.close();
  });
});
