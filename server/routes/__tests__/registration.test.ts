import { describeEachEngine } from '../../test-support/databases';
import { validValues } from '../../test-support/payloads';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describeEachEngine('GET /api/registration/:id', (engine) => {
  let t: TestApp;
  let preId: string;
  let contactId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.post('/api/process-form', {
      type: 'doorstroomtoets-pre-registration-2026',
      ...validValues('doorstroomtoets-pre-registration-2026'),
    });
    await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') });
    const rows = await t.storage.db.selectFrom('submissions').select(['id', 'type']).execute();
    preId = rows.find((row) => row.type !== 'contact-form')!.id;
    contactId = rows.find((row) => row.type === 'contact-form')!.id;
  });
  afterAll(async () => t.close());

  it('returns the stored pre-registration to prefill the final form', async () => {
    const response = await t.inject({ url: `/api/registration/${preId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ id: preId, type: 'doorstroomtoets-pre-registration-2026' });
    expect(body.values.contacts).toHaveLength(2);
    expect(body.values.products.Doorstroomtoets.amount).toBe(42);
  });

  it('uses unguessable ids: 128 random bits in 22 URL-safe characters, never sequential', async () => {
    expect(preId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(contactId).not.toBe(preId);
  });

  it.each([
    ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed id', "1' OR '1'='1"],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await t.inject({ url: `/api/registration/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Deze vooraanmelding bestaat niet.');
  });

  it('does not hand out submissions that are not pre-registrations', async () => {
    expect((await t.inject({ url: `/api/registration/${contactId}` })).statusCode).toBe(404);
  });
});
