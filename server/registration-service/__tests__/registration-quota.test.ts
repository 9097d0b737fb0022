import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { REGISTRATIONS_PER_CLIENT_HOUR } from '../registration-quota';

const FINAL = 'doorstroomtoets-registration-2026';

const registration = () => ({ ...validValues(FINAL), type: FINAL, school: school() });
/** A school typed by hand: no codes, but a school all the same. */
const byHand = () => ({
  ...registration(),
  manualEntry: true,
  school: { ...school(), instellingscode: null, vestigingscode: null },
});

describeEachEngine('new registrations per client and hour', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits on (scale 1), with room for the test's own posts per minute.
    t = await startTestApp(engine, { rateLimitScale: 1, registrationsPerClientHour: 3 });
  });
  afterAll(async () => t.close());

  it('takes a handful from one client, schools typed by hand among them, then says so in words', async () => {
    const from = '198.51.100.7';
    expect((await t.post('/api/process-form', registration(), { from })).statusCode).toBe(307);
    expect((await t.post('/api/process-form', byHand(), { from })).statusCode).toBe(307);
    expect((await t.post('/api/process-form', registration(), { from })).statusCode).toBe(307);
    const before = await t.submissions();
    const refused = await t.post('/api/process-form', registration(), { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/^Vanaf dit netwerk zijn in het afgelopen uur al 3 scholen aangemeld/);
    expect(await t.submissions()).toBe(before);
    const inRomanian = await t.post('/api/process-form', byHand(), { from, headers: { 'accept-language': 'ro' } });
    expect(inRomanian.statusCode).toBe(429);
    expect(inRomanian.body).toMatch(/^Din această rețea au fost deja înscrise 3 școli/);
  });

  it('counts each client apart: an IPv6 client by its /64', async () => {
    expect((await t.post('/api/process-form', registration(), { from: '198.51.100.8' })).statusCode).toBe(307);
    for (const host of ['1', '2', '3']) {
      expect((await t.post('/api/process-form', registration(), { from: `2001:db8:1:1::${host}` })).statusCode).toBe(
        307,
      );
    }
    expect((await t.post('/api/process-form', registration(), { from: '2001:db8:1:1::99' })).statusCode).toBe(429);
    expect((await t.post('/api/process-form', registration(), { from: '2001:db8:1:2::1' })).statusCode).toBe(307);
  });

  it('does not count a refused registration, nor other forms', async () => {
    const from = '198.51.100.9';
    const values = registration();
    expect((await t.post('/api/process-form', values, { from })).statusCode).toBe(307);
    // The same school again: refused as registered, and not counted.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await t.post('/api/process-form', { ...values }, { from })).statusCode).toBe(409);
    }
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') }, { from }))
        .statusCode,
    ).toBe(200);
    expect((await t.post('/api/process-form', registration(), { from })).statusCode).toBe(307);
    expect((await t.post('/api/process-form', registration(), { from })).statusCode).toBe(307);
    expect((await t.post('/api/process-form', registration(), { from })).statusCode).toBe(429);
  });

  it('is 20 an hour by default', () => {
    expect(REGISTRATIONS_PER_CLIENT_HOUR).toBe(20);
  });
});
