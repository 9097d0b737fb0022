import type { StoredType } from '../../../src/domain/forms';
import type { Locale } from '../../../src/domain/locale';
import { asStoredValues, validHelpdeskRequest, validValues } from '../../../test/support/server/payloads';
import { addressesOf as emailsOf } from '../../../src/domain/people';
import { QUOTE_FIRST } from '../../../src/domain/rounds';
import { composeMails, renderMail } from '../compose';

const ID = 'Abc123_-Abc123_-Abc123';
const KENMERK = 'AMN-2026-K7QX';
const context = (type: StoredType, values: Record<string, unknown>, locale?: Locale) => ({
  type,
  id: ID,
  values: asStoredValues({ type, ...values }),
  publicUrl: 'https://www.amn.nl',
  helpdeskEmail: 'helpdesk@amn.nl',
  locale,
});

/** Values whose school the intake took from its DUO index: the subjects name it. */
const fromDuo = (values: Record<string, unknown>) => ({
  ...values,
  school: { ...(values.school as object), bron: 'duo' },
});

/** What the worker finds as a contact's personal link (the helpdesk has none). */
const linkOf = (recipient: string) =>
  recipient === 'helpdesk@amn.nl' ? null : `https://www.amn.nl/formulier/mijn-aanmelding?token=for-${recipient}`;

/** Renders every mail a submission queues, as the worker will when it sends them. */
function rendered(type: StoredType, values: Record<string, unknown>, locale?: Locale) {
  const submission = {
    id: ID,
    type,
    values: asStoredValues({ type, ...values }),
    createdAt: '2026-11-24T10:00:00.000Z',
    kenmerk: KENMERK,
    locale,
  };
  return composeMails(context(type, values, locale)).map((mail) => ({
    ...mail,
    ...renderMail({
      ...mail,
      submission,
      publicUrl: 'https://www.amn.nl',
      personalLink: linkOf(mail.recipient),
      now: new Date(),
    }),
  }));
}

describe('composeMails', () => {
  it('queues what the mails are made from, not their text: a confirmation per person and the helpdesk notice', () => {
    const mails = composeMails(
      context('doorstroomtoets-pre-registration-2026', validValues('doorstroomtoets-pre-registration-2026')),
    );
    expect(mails).toEqual([
      { recipient: 'anna@school.example.nl', template: 'confirmation', locale: 'nl' },
      { recipient: 'bram@school.example.nl', template: 'confirmation', locale: 'nl' },
      { recipient: 'helpdesk@amn.nl', template: 'helpdesk-notice', locale: 'nl' },
    ]);
    expect(JSON.stringify(mails)).not.toContain('registratie=');
  });

  it('confirms single-sender forms to the sender only once, in the language of the page', () => {
    for (const type of ['contact-form', 'newsletter', 'training'] as const) {
      const mails = composeMails(context(type, validValues(type), 'ro'));
      expect(mails.map((mail) => [mail.recipient, mail.locale])).toEqual([
        ['anna@example.nl', 'ro'],
        ['helpdesk@amn.nl', 'nl'],
      ]);
    }
  });

  it('sends one mail per address when a contact is listed twice', () => {
    const values = validValues('aanmeldformulier-po');
    (values.contacts as { email: string }[])[1].email = 'ANNA@school.example.nl';
    expect(composeMails(context('aanmeldformulier-po', values))).toHaveLength(2);
  });

  it('indexes every e-mail address of a submission', () => {
    expect(emailsOf(validValues('doorstroomtoets-registration-2026')).sort()).toEqual([
      'anna@school.example.nl',
      'bestuur@stichting.example.nl',
    ]);
  });
});

describe('renderMail', () => {
  it("confirms a pre-registration with each contact's own link to finish it, in text and HTML alike", () => {
    const [anna, bram, notice] = rendered(
      'doorstroomtoets-pre-registration-2026',
      fromDuo(validValues('doorstroomtoets-pre-registration-2026')),
    );
    const link = linkOf('anna@school.example.nl')!;
    expect(anna.text).toContain('Rond de aanmelding af via uw eigen pagina.');
    expect(bram.text).toContain(linkOf('bram@school.example.nl'));
    expect(bram.text).not.toContain(link);
    expect(anna.subject).toMatch(
      /^Bevestiging van uw vooraanmelding voor de Doorstroomtoets 2026 – Basisschool De Klimop/,
    );
    expect(anna.text).toMatch(/^Beste Anna,\n/);
    expect(anna.text).toContain(link);
    expect(anna.html).toContain(link.replace(/&/g, '&amp;'));
    expect(bram.text).toMatch(/^Beste Bram,\n/);
    expect(anna.text).toContain('Aantal leerlingen in groep 8: 42');
    expect(anna.html).toContain('Aantal leerlingen in groep 8');
    // The form has one product and never asks who is responsible for it.
    expect(anna.text).not.toContain('Verantwoordelijk voor');
    expect(notice.subject).toMatch(
      new RegExp(`^Nieuw: Vooraanmelding Doorstroomtoets 2026 – Basisschool De Klimop \\S+ – ${KENMERK}$`),
    );
    // The record's link first: straight after the one line that says what came in.
    expect(notice.text).toMatch(/^Er is een nieuw formulier binnengekomen: .+\n\nOpen de inzending/);
    expect(notice.text).toContain(`https://www.amn.nl/beheer?inzending=${KENMERK}`);
    // The Kenmerk the school names on the phone, never the internal id.
    expect(notice.text).toContain(`Kenmerk: ${KENMERK}`);
    expect(notice.text).not.toContain(ID);
    expect(notice.text).not.toContain('Roemeens');
    // Staff never get a school's personal link.
    expect(notice.text).not.toContain('token=');
  });

  it('writes dates the Dutch way, booleans as Ja/Nee, with the labels the form shows', () => {
    const [mail] = rendered('doorstroomtoets-registration-2026', validValues('doorstroomtoets-registration-2026'));
    expect(mail.text).toContain('Eerste afnamedag: 2 februari 2026');
    expect(mail.text).toContain('AMN Doorstroomtoets vorig jaar afgenomen: Nee');
    // Every row has a label that ends before its colon: no '?: Nee' that reads as a row without one.
    expect(mail.text).not.toMatch(/\?: /);
    expect(mail.text).toContain('Type apparaten: Laptops / Computers');
    expect(mail.text).not.toContain('registratie=');
    expect(mail.text).toContain('Op uw eigen pagina ziet u de aanmelding zoals wij die hebben.');
    expect(mail.html).toContain('Bekijk uw aanmelding');
  });

  it('addresses a Romanian visitor in Romanian, formally and by name, with the phone number in international form', () => {
    const [mail, notice] = rendered('contact-form', validValues('contact-form'), 'ro');
    expect(mail.subject).toBe('Am primit mesajul dumneavoastră');
    expect(mail.text).toMatch(/^Bună ziua, Anna,\n/);
    expect(mail.text).toContain(`Numărul de referință este ${KENMERK}.`);
    expect(mail.text).toContain('Iată ce am primit de la dumneavoastră:');
    expect(mail.text).toContain('Prenume: Anna');
    expect(mail.text).toContain('+31 24 345 40 41');
    expect(mail.html).toContain('lang="ro"');
    // The helpdesk reads Dutch whatever the visitor's language, and learns which language to answer in.
    expect(notice.subject).toBe(`Nieuw via de Roemeense site: Contactformulier – ${KENMERK}`);
    expect(notice.text).toContain('via site-ul românesc / Roemeense site');
    expect(notice.text).toContain('antwoord in het Roemeens');
    expect(notice.text).toContain(`Kenmerk: ${KENMERK}`);
    expect(notice.text).toContain('Voornaam: Anna');
  });

  it('greets the helpdesk request sender by name; the steps and description go to the helpdesk alone', () => {
    const [mail, notice] = rendered('helpdesk-request', validHelpdeskRequest());
    expect(mail.text).toMatch(/^Beste Anna de Vries,/);
    expect(mail.text).toContain('Categorie: Storing');
    expect(mail.text).not.toContain('Stappen');
    expect(mail.text).not.toContain('Inloggen');
    expect(notice.text).toContain('Stappen:\n  1.\n    Omschrijving: Inloggen');
  });

  it('says what each chosen product costs: the proeftoets is free, Aansluiting PO-VO a quote first when not free', () => {
    const [anna] = rendered('aanmeldformulier-po', validValues('aanmeldformulier-po'));
    const text = anna.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Proeftoets[^:]*: Gratis\./);
    expect(text).toContain(`Gratis als uw school ook de Doorstroomtoets of de Proeftoets afneemt. ${QUOTE_FIRST}`);
    expect(anna.html.replace(/\s+/g, ' ')).toContain(QUOTE_FIRST);
  });

  it('names no price in a pre-registration, which is no agreement yet', () => {
    const type = 'doorstroomtoets-pre-registration-2026';
    const [anna] = rendered(type, validValues(type));
    expect(anna.text).not.toContain('offerte');
    expect(anna.text).not.toContain('Gratis');
  });

  it('gives every row of a Doorstroomtoets mail a label that states, never "?: Ja" or an empty one', () => {
    for (const type of ['doorstroomtoets-registration-2026', 'doorstroomtoets-pre-registration-2026'] as const) {
      for (const mail of rendered(type, validValues(type))) {
        const lines = mail.text.split('\n').map((line) => line.trim());
        expect(lines.filter((line) => /\?:|^:/.test(line))).toEqual([]);
      }
    }
  });

  it('keeps visitor text out of mail headers: no line breaks in subjects', () => {
    const values = validValues('aanmeldformulier-po');
    (values.school as { naam: string }).naam = 'School\r\nBcc: victim@example.nl';
    const notice = rendered('aanmeldformulier-po', values).at(-1)!;
    expect(notice.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes visitor text in the HTML', () => {
    const values = { ...validValues('contact-form'), organisation: '<script>alert(1)</script> & "quotes"' };
    const [mail] = rendered('contact-form', values);
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });

  it('repeats no word of a message to the address typed into the form; the helpdesk gets it whole', () => {
    const message = 'URGENT: uw AMN-account wordt geblokkeerd. Bevestig uw gegevens via https://phish.example/x';
    const [mail, notice] = rendered('contact-form', { ...validValues('contact-form'), message });
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('phish.example');
    }
    expect(mail.text).toContain('Voornaam: Anna');
    expect(notice.text).toContain(message);
  });
});

describe('renderMail: a registration after it was sent', () => {
  const type = 'doorstroomtoets-registration-2026' as const;
  const values = { type, ...fromDuo(validValues(type)) } as unknown as Record<string, unknown> & {
    products: { Doorstroomtoets: object };
  };
  const submission = { id: ID, type, values: asStoredValues(values), createdAt: '2026-11-24T10:00:00.000Z' };
  const after = { ...values, products: { Doorstroomtoets: { ...values.products.Doorstroomtoets, amount: 31 } } };
  const event = (kind: 'change' | 'withdraw') => ({
    version: 2,
    kind,
    actor: 'anna@school.example.nl',
    at: '2026-11-25T09:00:00.000Z',
    changes: [{ label: 'Doorstroomtoets: Aantal leerlingen in groep 8', before: '42', after: '31' }],
    payloadBefore: asStoredValues(values),
    payloadAfter: asStoredValues(after),
  });
  const render = (template: 'registration-changed' | 'registration-withdrawn', recipient: string) =>
    renderMail({
      template,
      locale: 'nl',
      recipient,
      submission,
      publicUrl: 'https://www.amn.nl',
      personalLink: linkOf(recipient),
      event: event(template === 'registration-changed' ? 'change' : 'withdraw'),
      now: new Date(),
    });
  const calendarOf = (mail: ReturnType<typeof renderMail>) =>
    String(mail.attachments.find((file) => file.filename === 'afnamedag.ics')?.content ?? '');

  it('says who changed what and links the page; a new pupil count leaves the calendar alone', () => {
    const mail = render('registration-changed', 'anna@school.example.nl');
    expect(mail.subject).toMatch(/^Aanmelding gewijzigd – Basisschool De Klimop \S+$/);
    expect(mail.text).toContain('heeft de aanmelding gewijzigd.');
    expect(mail.text).toContain('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31');
    expect(mail.text).toContain(linkOf('anna@school.example.nl'));
    expect(mail.attachments.map((file) => file.filename)).not.toContain('afnamedag.ics');
    expect(mail.text).not.toContain('In de bijlage');
    // The helpdesk's copy has no personal link.
    expect(render('registration-changed', 'helpdesk@amn.nl').text).not.toContain('token=');
  });

  it('sends the calendar entry again with a higher SEQUENCE when the first test day moved', () => {
    const moved = {
      ...values,
      products: { Doorstroomtoets: { ...values.products.Doorstroomtoets, eerstedag: '2026-02-11' } },
    };
    const mail = renderMail({
      template: 'registration-changed',
      locale: 'nl',
      recipient: 'anna@school.example.nl',
      submission,
      publicUrl: 'https://www.amn.nl',
      personalLink: linkOf('anna@school.example.nl'),
      event: { ...event('change'), payloadAfter: asStoredValues(moved) },
      now: new Date(),
    });
    expect(calendarOf(mail)).toContain(`UID:${ID}-Doorstroomtoets@amn.nl`);
    expect(calendarOf(mail)).toContain('DTSTART;VALUE=DATE:20260211');
    expect(calendarOf(mail)).toContain('SEQUENCE:1');
    expect(calendarOf(mail)).toContain('METHOD:PUBLISH');
  });

  it('cancels the calendar entry when the registration is withdrawn', () => {
    const mail = render('registration-withdrawn', 'anna@school.example.nl');
    expect(mail.subject).toMatch(/^Aanmelding ingetrokken – /);
    expect(calendarOf(mail)).toContain('METHOD:CANCEL');
    expect(calendarOf(mail)).toContain('STATUS:CANCELLED');
    expect(mail.attachments.find((file) => file.filename === 'afnamedag.ics')?.contentType).toContain('method=CANCEL');
  });
});
