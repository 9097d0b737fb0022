import { simpleParser, type ParsedMail } from 'mailparser';
import { SmtpPeer } from '../../../test/support/smtp-peer';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validHelpdeskRequest, validValues } from '../../../test/support/server/payloads';
import { schoolIndexOf } from '../../../test/support/server/school-index';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { OutboxWorker } from '../outbox-worker';
import { markProven } from '../proof';
import { smtpTransport } from '../transport';

/**
 * Every kind of mail the site sends, as a mail program receives it: each can be answered (Reply-To
 * the helpdesk, or the sender on the helpdesk's own), none shows a token a reader has to copy, and
 * the mails about a registration after it was sent say only what the reader needs.
 */
const PUBLIC_URL = 'https://www.amn.nl';
const HELPDESK = 'helpdesk@amn.example.nl';
const FINAL = 'doorstroomtoets-registration-2026';
const PRE = 'doorstroomtoets-pre-registration-2026';
const SANNE = 'sanne@school.example.nl';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The text of an HTML part line by line, as a reader sees it. */
const visibleLines = (html: string) =>
  html
    .replace(/<(style|title)[\s\S]*?<\/\1>/gi, '')
    // Inline elements (a <wbr>, an address's parts) are no break in the text.
    .replace(/<\/?(wbr|span|a|strong|b|em)\b[^>]*>/gi, '')
    .replace(/<(br|\/p|\/div|\/td|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((address) => address.address).join(', ') ?? '';
const calendarOf = (mail: ParsedMail) => mail.attachments.find((file) => file.contentType === 'text/calendar');

describeEachEngine('every kind of mail', (engine) => {
  let t: TestApp;
  let worker: OutboxWorker;
  const smtp = new SmtpPeer();
  const mails: ParsedMail[] = [];
  const deliver = async () => {
    const before = smtp.received.length;
    while ((await worker.runOnce()) > 0);
    for (const mail of smtp.received.slice(before)) mails.push(await simpleParser(mail.raw, { skipImageLinks: true }));
  };
  const to = (address: string, subject: RegExp) =>
    mails.filter(
      (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address) && subject.test(mail.subject ?? ''),
    );
  const one = (address: string, subject: RegExp) => {
    const found = to(address, subject);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const post = (url: string, body: unknown) => t.post(url, body, { headers: { origin: PUBLIC_URL } });
  const idOf = async (type: string) =>
    (await t.storage.db.selectFrom('submissions').select('id').where('type', '=', type).executeTakeFirstOrThrow()).id;
  const tokenOf = async (id: string, email: string) =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
  const change = async (id: string, values: Record<string, unknown>) => {
    const token = await tokenOf(id, 'anna@school.example.nl');
    const { version } = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    expect((await post('/api/registration/change', { ...values, token, version })).statusCode).toBe(200);
  };

  const registration = validValues(FINAL) as Record<string, unknown> & {
    products: { Doorstroomtoets: Record<string, unknown> };
    contacts: Record<string, unknown>[];
  };
  registration.contacts = [
    registration.contacts[0],
    { ...registration.contacts[0], first_name: 'Bram', email: 'bram@school.example.nl' },
  ];

  const pre = { ...validValues(PRE), school: { ...(validValues(PRE).school as object), naam: 'OBS Het Anker' } };

  beforeAll(async () => {
    await smtp.start();
    // The schools are DUO's: their mails' subjects name them.
    const schools = schoolIndexOf(pre.school, registration.school);
    t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { schools });
    worker = new OutboxWorker(t.storage.db, smtpTransport(smtp.url), {
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
      publicUrl: PUBLIC_URL,
      helpdeskEmail: HELPDESK,
      clock: t.now,
      signingKey: t.app.signingKey,
      write: t.storage.write,
    });
    // The school's contacts confirmed their addresses before: their registration's mails are the subject here.
    for (const address of ['anna@school.example.nl', 'bram@school.example.nl', SANNE]) {
      await markProven(t.storage.db, address, new Date(t.now()).toISOString());
    }
    expect((await post('/api/process-form', { type: PRE, ...pre })).statusCode).toBe(307);
    expect((await post('/api/process-form', { type: FINAL, ...registration })).statusCode).toBe(307);
    expect((await post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode).toBe(
      200,
    );
    expect((await post('/api/send', validHelpdeskRequest())).statusCode).toBe(200);
    const newsletter = { ...validValues('newsletter'), email: 'lezer@example.nl' };
    expect((await post('/api/process-form', { type: 'newsletter', ...newsletter })).statusCode).toBe(200);
    await deliver();
    // Nobody had proven anna@example.nl: the contact form and the helpdesk request each asked it
    // with the neutral mail, and their confirmations follow once she clicks, as a person does.
    const proofs = to('anna@example.nl', /^Bevestig uw e-mailadres$/);
    expect(proofs).toHaveLength(2);
    for (const proof of proofs) {
      const token = /\/formulier\/adres-bevestigen\?token=(\S+)/.exec(proof.text ?? '')![1];
      const clicked = await t.post(
        '/api/mailbox/confirm',
        { token: decodeURIComponent(token) },
        { bot: false, headers: { origin: PUBLIC_URL } },
      );
      expect([clicked.statusCode, clicked.json()]).toEqual([200, { state: 'form' }]);
    }
    await deliver();

    const id = await idOf(FINAL);
    // Only the pupil count: no reason to touch a calendar. And Sanne joins as a contact.
    const counted = structuredClone(registration);
    counted.products.Doorstroomtoets.amount = 31;
    counted.contacts.push({ ...registration.contacts[0], first_name: 'Sanne', last_name: 'Bakker', email: SANNE });
    await change(id, counted);
    await deliver();
    // The first test day moved, and Bram is taken off.
    const moved = structuredClone(counted);
    moved.products.Doorstroomtoets.eerstedag = '2026-02-10';
    moved.contacts = [moved.contacts[0]];
    await change(id, moved);
    await deliver();
    expect((await post('/api/registration/links', { registrationId: id })).statusCode).toBe(202);
    await deliver();
    const token = await tokenOf(id, 'anna@school.example.nl');
    const { version } = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    expect((await post('/api/registration/withdraw', { token, version })).statusCode).toBe(200);
    await deliver();

    const confirm = one('lezer@example.nl', /Bevestig/);
    const link = /token=([A-Za-z0-9_.-]+)/.exec(confirm.text ?? '')![1];
    expect((await post('/api/newsletter/confirm', { token: link })).statusCode).toBe(200);
    await deliver();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.stop();
  });

  it('sends every kind: confirmations, an address’s proof, notices, newsletter, link, change, removal and withdrawal', () => {
    const subjects = mails.map((mail) => mail.subject ?? '');
    for (const kind of [
      /^Bevestiging van uw vooraanmelding .* – OBS Het Anker – AMN-2026-\w{4}$/,
      /^Bevestiging van uw aanmelding .* – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
      /^We hebben uw bericht ontvangen$/,
      /^Bevestig uw e-mailadres$/,
      /^Nieuw: Aanmelding Doorstroomtoets 2026 – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
      /^Bevestig uw aanmelding voor de nieuwsbrief/,
      /^Welkom bij de nieuwsbrief/,
      /^Aanmelding gewijzigd – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
      /^Gewijzigd: Aanmelding Doorstroomtoets 2026 – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
      /^U bent geen contactpersoon meer voor de aanmelding – /,
      /^Uw persoonlijke link naar de aanmelding – /,
      /^Aanmelding ingetrokken – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
      /^Ingetrokken: Aanmelding Doorstroomtoets 2026 – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/,
    ]) {
      expect([kind, subjects.filter((subject) => kind.test(subject)).length > 0]).toEqual([kind, true]);
    }
  });

  it('can be answered: Reply-To the helpdesk, and on the helpdesk’s own the person who wrote or changed', () => {
    for (const mail of mails) {
      const toHelpdesk = mail.to && 'text' in mail.to && mail.to.text.includes(HELPDESK);
      if (toHelpdesk) expect(replyTo(mail)).not.toBe('');
      else expect(replyTo(mail)).toBe(HELPDESK);
    }
    expect(replyTo(one(HELPDESK, /Contactformulier/))).toBe('anna@example.nl');
    expect(replyTo(one(HELPDESK, /Helpdesk|Storing|aanvraag/i))).toBe('anna@example.nl');
    for (const mail of to(HELPDESK, /^(Gewijzigd|Ingetrokken):/)) expect(replyTo(mail)).toBe('anna@school.example.nl');
  });

  it('shows no token to copy: no line of the visible text has a word of more than 80 characters', () => {
    for (const mail of mails) {
      const words = visibleLines(mail.html as string).flatMap((line) => line.split(' '));
      expect(words.filter((word) => word.length > 80)).toEqual([]);
      expect(visibleLines(mail.html as string).join('\n')).not.toContain('token=');
    }
    const confirmation = one('anna@school.example.nl', /Bevestiging van uw aanmelding/);
    expect(visibleLines(confirmation.html as string)).toContain('Of open: amn.nl/formulier/mijn-aanmelding…');
    // The link itself still carries the token.
    expect(confirmation.html).toMatch(/href="https:\/\/www\.amn\.nl\/formulier\/mijn-aanmelding\?token=/);
  });

  it('names the Kenmerk a person can say in every registration mail and the helpdesk’s notice, never the id', async () => {
    const { id, kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select(['id', 'kenmerk'])
      .where('type', '=', FINAL)
      .executeTakeFirstOrThrow();
    const about = mails.filter((mail) => (mail.subject ?? '').includes('Klimop'));
    expect(about.length).toBeGreaterThanOrEqual(8);
    for (const mail of about) {
      expect(mail.text).toContain(kenmerk!);
      expect(mail.text).not.toContain(id);
    }
  });

  it('writes every subject in one style: what, school and Kenmerk after an en dash, never a hyphen', () => {
    for (const mail of mails) expect(mail.subject).not.toMatch(/ - /);
  });

  it('tells the helpdesk of a change in its own words: Kenmerk in the subject, the record first, what changed', async () => {
    const { kenmerk } = await t.storage.db
      .selectFrom('submissions')
      .select('kenmerk')
      .where('type', '=', FINAL)
      .executeTakeFirstOrThrow();
    const notices = to(HELPDESK, /^Gewijzigd:/);
    expect(notices).toHaveLength(2);
    const record = `${PUBLIC_URL}/beheer?inzending=${kenmerk}`;
    for (const notice of notices) {
      expect(notice.subject).toMatch(new RegExp(`^Gewijzigd: Aanmelding Doorstroomtoets 2026 – .+ – ${kenmerk}$`));
      // Who did it, then straight to the record in the workspace, then what changed.
      const text = notice.text ?? '';
      expect(text).toMatch(/^Anna .*\(anna@school\.example\.nl\) heeft de aanmelding Doorstroomtoets 2026 van /);
      expect(text.indexOf(record)).toBeGreaterThan(0);
      expect(text.indexOf(record)).toBeLessThan(text.indexOf('Wat er is veranderd:'));
      expect(notice.html).toContain(`href="${record}"`);
      // No calendar file and nothing written to the school.
      expect(calendarOf(notice)).toBeUndefined();
      for (const part of [text, visibleLines(notice.html as string).join('\n')]) {
        for (const meant of [
          'Geachte heer, mevrouw',
          'Beste ',
          'Uw kenmerk',
          'In de bijlage',
          'Klopt er iets niet',
          'Met vriendelijke groet',
          'mijn-aanmelding',
          'token=',
        ])
          expect(part).not.toContain(meant);
      }
    }
    const [counted, moved] = notices;
    expect(counted.text).toContain('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31');
    expect(moved.text).toMatch(/Eerste afnamedag: .+ → 10 februari 2026/);
    expect(moved.text).toContain('Contactpersoon verwijderd: Bram');
  });

  it('tells the helpdesk of a withdrawal without the cancellation or the way back meant for the school', async () => {
    const withdrawn = one(HELPDESK, /^Ingetrokken:/);
    expect(withdrawn.text).toMatch(/heeft de aanmelding Doorstroomtoets 2026 van .+ ingetrokken\./);
    expect(withdrawn.text).toMatch(/\/beheer\?inzending=AMN-2026-/);
    expect(calendarOf(withdrawn)).toBeUndefined();
    for (const meant of ['Opnieuw aanmelden', 'Wilt u de school toch aanmelden', 'afzegging', 'Geachte'])
      expect(withdrawn.text).not.toContain(meant);
  });

  it('leaves the calendar alone for a new pupil count, and sends it when the first day moved', () => {
    const [counted, moved] = to('anna@school.example.nl', /^Aanmelding gewijzigd/);
    expect(counted.text).toContain('Aantal leerlingen in groep 8: 42 → 31');
    expect(calendarOf(counted)).toBeUndefined();
    expect(counted.text).not.toContain('In de bijlage');
    expect(moved.text).toContain('Eerste afnamedag');
    expect(calendarOf(moved)?.content.toString()).toMatch(/METHOD:PUBLISH[\s\S]*DTSTART;VALUE=DATE:20260210/);
  });

  it('sends a contact added during a change the whole registration with her role and link, not the list of changes', () => {
    const mail = one(SANNE, /^U bent contactpersoon voor de aanmelding – Basisschool De Klimop \S+ – AMN-2026-\w{4}$/);
    expect(to(SANNE, /^Aanmelding gewijzigd/)).toHaveLength(0);
    expect(mail.text).toMatch(/^Beste Sanne,\n/);
    expect(mail.text).toContain('Anna Jansen (anna@school.example.nl) heeft u toegevoegd als contactpersoon');
    expect(mail.text).toContain('U bent contactpersoon voor Doorstroomtoets 2026.');
    expect(mail.text).toContain('Wat gebeurt er nu?');
    expect(mail.text).toContain('Dit is de aanmelding zoals wij die hebben:');
    expect(mail.text).toContain('Aantal leerlingen in groep 8: 31');
    expect(mail.text).not.toContain('Contactpersoon toegevoegd');
    expect(mail.html).toMatch(/href="https:\/\/www\.amn\.nl\/formulier\/mijn-aanmelding\?token=/);
    expect(calendarOf(mail)?.content.toString()).toMatch(/METHOD:PUBLISH[\s\S]*DTSTART;VALUE=DATE:20260202/);
    // The others are told of the change, Sanne among the changes.
    const [counted] = to('anna@school.example.nl', /^Aanmelding gewijzigd/);
    expect(counted.text).toContain('Contactpersoon toegevoegd');
  });

  it('tells the one who withdrew it "U heeft", never her own name', () => {
    const mail = one('anna@school.example.nl', /^Aanmelding ingetrokken/);
    expect(mail.text).toContain('U heeft de aanmelding ingetrokken. De school is nu niet meer aangemeld.');
    expect(mail.text).not.toContain('Anna Jansen');
    for (const changed of to('anna@school.example.nl', /^Aanmelding gewijzigd/)) {
      expect(changed.text).toContain('U heeft de aanmelding gewijzigd.');
    }
  });

  it('says in the withdrawal what happened and how to register again, without the page’s link or the summary', () => {
    const mail = one('anna@school.example.nl', /^Aanmelding ingetrokken/);
    expect(mail.text).toContain('heeft de aanmelding ingetrokken');
    expect(mail.text).toContain(`${PUBLIC_URL}/formulier/doorstroomtoets-2026/aanmelding`);
    expect(mail.text).not.toContain('mijn-aanmelding');
    expect(mail.html).not.toContain('mijn-aanmelding');
    expect(mail.text).not.toContain('Dit hebben we van u ontvangen');
    expect(mail.text).not.toContain('Aantal leerlingen');
    expect(mail.text).not.toMatch(/wijzigen of intrekken/);
    const calendar = calendarOf(mail);
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.content.toString()).toContain('METHOD:CANCEL');
  });
});
