import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { mailboxOf } from '../../../src/domain/values';
import { renderOutboxMail } from '../render-outbox';

const LINK = { publicUrl: 'https://amn.example.nl' };
const MESSAGE = 'Putem programa testul de aptitudini <în mai>, pentru două clase a VIII-a?';

/**
 * The contact form's confirmation is a copy of what was sent, the message included, in the page's
 * language; it is safe to repeat because it waits until the mailbox's owner proves the address.
 */
describeEachEngine('the contact confirmation', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  const rows = (recipient: string) =>
    t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .execute()
      .then((all) => all.filter((row) => mailboxOf(row.recipient) === mailboxOf(recipient)));
  const render = (row: Awaited<ReturnType<typeof rows>>[number]) =>
    renderOutboxMail(t.storage.db, row, { ...LINK, signingKey: t.app.signingKey, now: new Date(t.now()) });

  /** Sends the contact form from `email` on the page of `locale`; returns the mails to that address. */
  async function send(email: string, locale: 'nl' | 'ro', message = MESSAGE) {
    const answer = await t.post(
      '/api/process-form',
      { type: 'contact-form', ...validValues('contact-form'), email, message },
      { headers: { 'accept-language': locale } },
    );
    expect(answer.statusCode).toBe(200);
    return rows(email);
  }

  /** Clicks the proof link of the newest proof mail to `email`. */
  async function prove(email: string) {
    const proof = (await rows(email)).filter((row) => row.template === 'mailbox-proof').at(-1);
    if (!proof) throw new Error(`no proof mail to ${email}`);
    const token = /\?token=(\S+)/.exec((await render(proof)).text)?.[1];
    if (!token) throw new Error('no proof link in the mail');
    const click = await t.post('/api/mailbox/confirm', { token: decodeURIComponent(token) }, { bot: false });
    expect(click.statusCode).toBe(200);
  }

  it.each([
    ['nl', 'bericht.nl@example.org', 'Uw bericht', 'Voornaam: Anna'],
    ['ro', 'mesaj.ro@example.org', 'Mesajul dumneavoastră', 'Prenume: Anna'],
  ] as const)(
    'on the %s page waits for the proof, then repeats the message and the fields',
    async (locale, email, label, field) => {
      const mails = await send(email, locale);
      const confirmation = mails.find((row) => row.template === 'confirmation');
      // Held until the click: only the neutral proof mail goes now, and it repeats nothing typed.
      expect(confirmation?.held_reason).toBe('unproven');
      const proofs = mails.filter((row) => row.template === 'mailbox-proof' && row.held_at === null);
      expect(proofs).toHaveLength(1);
      expect((await render(proofs[0])).text).not.toContain('aptitudini');

      await prove(email);
      const released = (await rows(email)).find((row) => row.template === 'confirmation');
      expect(released?.held_at).toBeNull();
      const mail = await render(released!);
      expect(mail.text).toContain(`${label}: ${MESSAGE}`);
      expect(mail.text).toContain(field);
      expect('html' in mail && mail.html).toContain('&lt;în mai&gt;');
    },
  );

  it('leaves out a message with a web address, even to a proven mailbox', async () => {
    const email = 'dovedit@example.org';
    await send(email, 'ro');
    await prove(email);
    const message = 'Contul dumneavoastră expiră: confirmați datele la https://phish.example/x';
    const mails = await send(email, 'ro', message);
    const latest = mails.filter((row) => row.template === 'confirmation').at(-1)!;
    const mail = await render(latest);
    expect(mail.text).toContain('Prenume: Anna');
    expect(`${mail.subject}\n${mail.text}\n${'html' in mail ? mail.html : ''}`).not.toMatch(/phish|expiră/);
  });
});
