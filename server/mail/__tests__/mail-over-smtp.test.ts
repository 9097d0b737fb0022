import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SmtpPeer } from '../../../test/support/smtp-peer';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { schoolIndexOf } from '../../../test/support/server/school-index';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { OutboxWorker } from '../outbox-worker';
import { markProven } from '../proof';
import { smtpTransport } from '../transport';

/**
 * The mails as a mail program receives them: read raw from a real SMTP peer and parsed, after the
 * outbox worker rendered them from what the submission stored.
 */
const PUBLIC_URL = 'https://www.amn.nl';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Every address the HTML points to: links, images, stylesheet urls and imports. */
function addressesIn(html: string): string[] {
  const attributes = [...html.matchAll(/\b(?:href|src)\s*=\s*["']([^"']*)["']/gi)].map((match) => match[1]);
  const urls = [...html.matchAll(/url\(\s*['"]?([^'")]*)/gi)].map((match) => match[1]);
  const imports = [...html.matchAll(/@import\s+(?:url\()?\s*['"]?([^'");\s]*)/gi)].map((match) => match[1]);
  return [...attributes, ...urls, ...imports];
}

const allowed = (address: string) =>
  address.startsWith(`${PUBLIC_URL}/`) || /^(cid|mailto|tel):/.test(address) || address === '#';

/** The text of an HTML part, roughly as a reader sees it. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describeEachEngine('mails read from the SMTP peer', (engine) => {
  let t: TestApp;
  let worker: OutboxWorker;
  const smtp = new SmtpPeer();
  const mails: ParsedMail[] = [];

  const deliver = async () => {
    const before = smtp.received.length;
    while ((await worker.runOnce()) > 0);
    for (const mail of smtp.received.slice(before)) mails.push(await simpleParser(mail.raw, { skipImageLinks: true }));
  };
  const to = (address: string, subject?: RegExp) =>
    mails.filter(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text.includes(address) &&
        (!subject || subject.test(mail.subject ?? '')),
    );

  beforeAll(async () => {
    await smtp.start();
    const registration = validValues('doorstroomtoets-registration-2026');
    // The school is DUO's: the subject names it.
    t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { schools: schoolIndexOf(registration.school) });
    worker = new OutboxWorker(t.storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
      publicUrl: PUBLIC_URL,
      write: t.storage.write,
    });
    (registration.contacts as { email: string }[])[0].email = `reg-${engine}@school.example.nl`;
    // Both senders confirmed their addresses before: these tests read the mails, not the proof.
    for (const address of [`reg-${engine}@school.example.nl`, `ro-${engine}@example.ro`]) {
      await markProven(t.storage.db, address, new Date(t.now()).toISOString());
    }
    expect(
      (
        await t.post(
          '/api/process-form',
          { type: 'doorstroomtoets-registration-2026', ...registration },
          { headers: { origin: PUBLIC_URL } },
        )
      ).statusCode,
    ).toBe(307);
    const contact = { ...validValues('contact-form'), email: `ro-${engine}@example.ro` };
    const ro = await t.post(
      '/api/process-form',
      { type: 'contact-form', ...contact },
      { headers: { 'accept-language': 'ro', origin: PUBLIC_URL } },
    );
    expect(ro.statusCode).toBe(200);
    await deliver();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('sends text and HTML saying the same, with the labels the form shows, the logo inline', () => {
    const [mail] = to(`reg-${engine}@school.example.nl`);
    expect(mail.subject).toMatch(/^Bevestiging van uw aanmelding voor de Doorstroomtoets 2026 – Basisschool De Klimop/);
    expect(mail.text).toBeTruthy();
    expect(mail.html).toBeTruthy();
    const html = visibleText(mail.html as string);
    for (const part of [mail.text!, html]) {
      expect(part).toContain('Beste Anna,');
      expect(part).toContain('Aantal leerlingen in groep 8');
      expect(part).toContain('Eerste afnamedag');
      expect(part).toContain('2 februari 2026');
      expect(part).toContain('Type apparaten');
      expect(part).toContain('Dit hebben we van u ontvangen:');
    }
    const logo = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(logo?.cid).toBe('logo@amn');
    expect(mail.html).toContain('src="cid:logo@amn"');
    expect(Buffer.byteLength(mail.html as string)).toBeLessThan(100_000);
  });

  it('points nowhere but the site, cid:, mailto: and tel: (no remote images, fonts or styles)', () => {
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      const addresses = addressesIn(mail.html as string);
      expect(addresses.filter((address) => !allowed(address))).toEqual([]);
    }
  });

  it('carries the chosen first test day as an all-day calendar entry', () => {
    const [mail] = to(`reg-${engine}@school.example.nl`);
    const calendars = mail.attachments.filter((attachment) => attachment.contentType === 'text/calendar');
    expect(calendars).toHaveLength(1);
    const component = new ICAL.Component(ICAL.parse(calendars[0].content.toString('utf8')));
    const events = component.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-02-02');
    expect(event.summary).toMatch(/^Doorstroomtoets – Basisschool De Klimop/);
    expect(event.uid).toMatch(/-Doorstroomtoets@amn\.nl$/);
    expect(events[0].getFirstPropertyValue('sequence')).toBe(0);
  });

  it('writes to a Romanian visitor in Romanian, by name; the helpdesk notice stays Dutch and says to answer in Romanian', async () => {
    const [mail] = to(`ro-${engine}@example.ro`);
    expect(mail.subject).toBe('Am primit mesajul dumneavoastră');
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('type', '=', 'contact-form')
      .where('locale', '=', 'ro')
      .executeTakeFirstOrThrow();
    expect(kenmerk).toMatch(/^AMN-\d{4}-[A-Z0-9]{4}$/);
    for (const part of [mail.text!, visibleText(mail.html as string)]) {
      expect(part).toMatch(/Bună ziua, Anna,\s/);
      expect(part).toContain(`Numărul de referință este ${kenmerk}.`);
      expect(part).toContain('Iată ce am primit de la dumneavoastră:');
      expect(part).toContain('Prenume');
      expect(part).toContain('+31 24 345 40 41');
    }
    const [notice] = to('helpdesk@amn.example.nl', /Contactformulier/);
    expect(notice.subject).toMatch(/^Nieuw via de Roemeense site: Contactformulier – AMN-\d{4}-\w{4}$/);
    for (const part of [notice.text!, visibleText(notice.html as string)]) {
      expect(part).toContain('site-ul românesc / Roemeense site');
      expect(part).toContain('antwoord in het Roemeens');
      expect(part).toContain(`Kenmerk: ${kenmerk}`);
    }
    expect(notice.text).toContain('Voornaam: Anna');
    expect(notice.text).toContain(`ro-${engine}@example.ro`);
  });
});
