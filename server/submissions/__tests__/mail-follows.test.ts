/**
 * When a mail cap holds the confirmation of the registration a school just made (the mail with its
 * personal link), the thank-you page's address says that it follows; when the sender's address is
 * not proven yet, that they are to confirm it first.
 */
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { markProven } from '../../mail/proof';

const contactForm = (email: string) => ({ type: 'contact-form', ...validValues('contact-form'), email });
const preRegistration = () => ({
  type: 'doorstroomtoets-pre-registration-2026',
  ...validValues('doorstroomtoets-pre-registration-2026'),
});

/** The school's contacts confirmed their addresses before: here a cap, not the proof, decides. */
async function proveContacts(t: TestApp) {
  for (const address of ['anna@school.example.nl', 'bram@school.example.nl']) {
    await markProven(t.storage.db, address, new Date(t.now()).toISOString());
  }
}

describeEachEngine('a held confirmation is announced', (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("flags the thank-you page once the global cap holds the registration's own confirmation", async () => {
    // Two mails an hour in all: the first contact form (its confirmation and the helpdesk's notice) fills it.
    t = await startTestApp(engine, { mailCaps: { perHour: 10, perDay: 60, globalPerHour: 2, clientPerHour: 100 } });
    await proveContacts(t);
    await markProven(t.storage.db, 'eerste@example.nl', new Date(t.now()).toISOString());
    const filler = await t.post('/api/process-form', contactForm('eerste@example.nl'), { from: '198.51.100.1' });
    expect(filler.statusCode).toBe(200);

    const registration = await t.post('/api/process-form', preRegistration(), { from: '198.51.100.3' });
    expect(registration.statusCode).toBe(307);
    expect(registration.body).toMatch(
      /^\/formulier\/bedankt\?formulier=doorstroomtoets-pre-registration-2026&kenmerk=AMN-2026-[34679ACEFGHKMNPRTWXY]{4}&bevestiging=later$/,
    );
  });

  it('sends a registration to the plain thank-you page when its confirmation goes out', async () => {
    t = await startTestApp(engine);
    await proveContacts(t);
    const registration = await t.post('/api/process-form', preRegistration());
    expect(registration.statusCode).toBe(307);
    // The thank-you page names the registration's Kenmerk: the one stored, the one its mails name.
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('type', '=', 'doorstroomtoets-pre-registration-2026')
      .executeTakeFirstOrThrow();
    expect(kenmerk).toMatch(/^AMN-2026-[34679ACEFGHKMNPRTWXY]{4}$/);
    expect(registration.body).toBe(
      `/formulier/bedankt?formulier=doorstroomtoets-pre-registration-2026&kenmerk=${kenmerk}`,
    );
  });

  it('asks the sender to confirm the address first when nobody has proven it', async () => {
    t = await startTestApp(engine);
    const registration = await t.post('/api/process-form', preRegistration());
    expect(registration.statusCode).toBe(307);
    expect(registration.body).toMatch(
      /^\/formulier\/bedankt\?formulier=doorstroomtoets-pre-registration-2026&kenmerk=AMN-2026-[34679ACEFGHKMNPRTWXY]{4}&bevestiging=adres$/,
    );
  });
});
