/**
 * When a mail cap holds the confirmation of the registration a school just made (the mail with its
 * personal link), the thank-you page's address says that it follows.
 */
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

const contactForm = (email: string) => ({ type: 'contact-form', ...validValues('contact-form'), email });
const preRegistration = () => ({
  type: 'doorstroomtoets-pre-registration-2026',
  ...validValues('doorstroomtoets-pre-registration-2026'),
});

describeEachEngine('a held confirmation is announced', (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("flags the thank-you page once the global cap holds the registration's own confirmation", async () => {
    // Two mails an hour in all: the first contact form (its confirmation and the helpdesk's notice) fills it.
    t = await startTestApp(engine, { mailCaps: { perHour: 10, perDay: 60, globalPerHour: 2, clientPerHour: 100 } });
    const filler = await t.post('/api/process-form', contactForm('eerste@example.nl'), { from: '198.51.100.1' });
    expect(filler.statusCode).toBe(200);

    const registration = await t.post('/api/process-form', preRegistration(), { from: '198.51.100.3' });
    expect(registration.statusCode).toBe(307);
    expect(registration.body).toBe(
      '/formulier/bedankt?formulier=doorstroomtoets-pre-registration-2026&bevestiging=later',
    );
  });

  it('sends a registration to the plain thank-you page when its confirmation goes out', async () => {
    t = await startTestApp(engine);
    const registration = await t.post('/api/process-form', preRegistration());
    expect(registration.statusCode).toBe(307);
    expect(registration.body).toBe('/formulier/bedankt?formulier=doorstroomtoets-pre-registration-2026');
  });
});
