import type { StoredType } from '../../../src/domain/forms';
import { formatDutchLong } from '../../../src/domain/dates';
import { readingOf } from '../../registration-records/reading';
import { asStoredValues, validValues } from '../../../test/support/server/payloads';
import { roundOf } from '../../../src/domain/rounds';
import { renderMail } from '../compose';
import { productChangesUntil } from '../product-deadlines';
import type { RegistrationEvent } from '../registration-mails';
import type { MailTemplate } from '../outbox';

/**
 * Each mail as its reader needs it (issue 64, "Mails written for their reader"): a contact added
 * later gets the whole registration with their role and link, no mail names its reader in the third
 * person, the calendar sentence counts its days, every confirmation says what happens next, each
 * product has its own change deadline, and no row goes without its label.
 */
const ID = 'Abc123_-Abc123_-Abc123';
const KENMERK = 'AMN-2027-K7QX';
/** A day in the 2027 round before any of its deadlines. */
const NOW = new Date('2026-10-15T10:00:00Z');
const linkOf = (recipient: string) => `https://www.amn.nl/formulier/mijn-aanmelding?token=for-${recipient}`;
type Values = Record<string, unknown> & {
  products: Record<string, Record<string, unknown>>;
  contacts: Record<string, unknown>[];
};

/** The 2027 primary sign-up: the Proeftoets (Anna) and Aansluiting PO-VO (Bram), both with a first day. */
function primary(): Values {
  const values = structuredClone(validValues('aanmeldformulier-po')) as Values;
  const names = {
    Proeftoets: 'Proeftoets 2027',
    ProeftoetsSOSBO: 'Proeftoets voor SO/SBO 2027',
    AansluitingPOVO: 'Aansluiting PO-VO 2027',
  };
  for (const [key, name] of Object.entries(names)) values.products[key].name = name;
  values.products.Proeftoets.eerstedag = '2027-01-12';
  values.products.AansluitingPOVO.eerstedag = '2027-03-01';
  values.school = { ...(values.school as object), bron: 'duo' };
  return { type: 'aanmeldformulier-po', ...values };
}

const submissionOf = (type: StoredType, values: object) => ({
  id: ID,
  type,
  values: asStoredValues(values),
  createdAt: '2026-10-15T10:00:00.000Z',
  kenmerk: KENMERK,
  round: 2027,
});

function render(
  template: MailTemplate,
  type: StoredType,
  values: object,
  recipient: string,
  event?: Partial<Omit<RegistrationEvent, 'payloadBefore' | 'payloadAfter'>> & {
    payloadBefore?: object;
    payloadAfter?: object;
  },
) {
  return renderMail({
    template,
    locale: 'nl',
    recipient,
    submission: submissionOf(type, values),
    publicUrl: 'https://www.amn.nl',
    personalLink: linkOf(recipient),
    now: NOW,
    event: event && {
      version: 2,
      kind: 'change',
      actor: 'anna@school.example.nl',
      at: NOW.toISOString(),
      changes: [],
      ...event,
      payloadBefore: asStoredValues(event.payloadBefore ?? values),
      payloadAfter: asStoredValues(event.payloadAfter ?? values),
    },
  });
}

const calendarOf = (mail: ReturnType<typeof renderMail>) =>
  String(mail.attachments.find((file) => file.filename === 'afnamedag.ics')?.content ?? '');
/** The mail's own words: everything before the summary of the registration. */
const wordsOf = (mail: ReturnType<typeof renderMail>) =>
  mail.text.split(/\n(Dit hebben we van u ontvangen|Dit is de aanmelding zoals wij die hebben):/)[0];

describe('a contact added during a change', () => {
  const before = primary();
  const after = structuredClone(before);
  after.contacts.push({
    first_name: 'Sanne',
    last_name: 'Bakker',
    email: 'sanne@school.example.nl',
    work_number: '024 123 45 67',
    job_title: 'Leerkracht',
    '7544': false,
    '8227': false,
    '100000000002': true,
  });
  const mail = render('contact-added', 'aanmeldformulier-po', after, 'sanne@school.example.nl', {
    payloadBefore: before,
    payloadAfter: after,
    changes: [{ label: 'Contactpersoon toegevoegd', before: '-', after: 'Sanne Bakker (sanne@school.example.nl)' }],
  });

  it('gets the confirmation she never had: who added her, her role, the registration and her own link', () => {
    expect(mail.subject).toMatch(
      /^U bent contactpersoon voor de aanmelding – Basisschool De Klimop \S+ – AMN-2027-K7QX$/,
    );
    expect(mail.text).toMatch(/^Beste Sanne,\n/);
    expect(mail.text).toContain(
      'Anna Jansen (anna@school.example.nl) heeft u toegevoegd als contactpersoon voor de aanmelding van uw school.',
    );
    expect(mail.text).toContain('U bent contactpersoon voor Aansluiting PO-VO 2027.');
    expect(mail.text).toContain(`Uw kenmerk is ${KENMERK}.`);
    expect(mail.text).toContain(linkOf('sanne@school.example.nl'));
    // The whole registration as we have it, not a list of changes, and not "what we received from you".
    expect(mail.text).toContain('Dit is de aanmelding zoals wij die hebben:');
    expect(mail.text).toContain('Proeftoets 2027:\n  Eerste afnamedag: 12 januari 2027');
    expect(mail.text).toContain('Naam: Sanne Bakker');
    for (const absent of [
      'Aanmelding gewijzigd',
      'Contactpersoon toegevoegd',
      '- →',
      'Dit hebben we van u ontvangen',
    ]) {
      expect(mail.text).not.toContain(absent);
    }
  });

  it('carries only her products: their calendar entry, deadline and next step', () => {
    const calendar = calendarOf(mail);
    expect(calendar).toContain(`UID:${ID}-AansluitingPOVO@amn.nl`);
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270301');
    expect(calendar).not.toContain('Proeftoets');
    expect(calendar).toContain('METHOD:PUBLISH');
    const words = wordsOf(mail);
    expect(words).toContain('In de bijlage staat de eerste afnamedag als afspraak voor uw agenda.');
    expect(words).toContain('Wat gebeurt er nu?');
    expect(words).toContain('het groepsoverzicht en de leerlingrapporten');
    expect(words).not.toContain('Met de proeftoets');
    expect(words).not.toMatch(/Proeftoets 2027 tot en met/);
  });

  it('is queued for the added contact only: the others get the change', () => {
    // The template names the reader's own products: Anna's are the Proeftoets's.
    const anna = render('contact-added', 'aanmeldformulier-po', after, 'bram@school.example.nl', {
      payloadBefore: before,
      payloadAfter: after,
    });
    expect(anna.text).toContain('U bent contactpersoon voor Aansluiting PO-VO 2027.');
    const changed = render('registration-changed', 'aanmeldformulier-po', after, 'bram@school.example.nl', {
      payloadBefore: before,
      payloadAfter: after,
      changes: [{ label: 'Contactpersoon toegevoegd', before: '-', after: 'Sanne Bakker (sanne@school.example.nl)' }],
    });
    expect(changed.subject).toMatch(/^Aanmelding gewijzigd – /);
  });

  it('is told she was added without her own name when she added herself at a new address', () => {
    const moved = structuredClone(before);
    moved.contacts[0] = { ...moved.contacts[0], email: 'a.jansen@school.example.nl' };
    const own = render('contact-added', 'aanmeldformulier-po', moved, 'a.jansen@school.example.nl', {
      payloadBefore: before,
      payloadAfter: moved,
    });
    expect(own.text).toContain('U bent toegevoegd als contactpersoon voor de aanmelding van uw school.');
    expect(wordsOf(own)).not.toContain('Anna Jansen');
    expect(own.text).toContain('U bent contactpersoon voor Proeftoets 2027.');
  });
});

describe('no mail names its reader in the third person', () => {
  const values = primary();
  it.each([
    ['registration-withdrawn', 'withdraw', 'U heeft de aanmelding ingetrokken. De school is nu niet meer aangemeld.'],
    ['registration-changed', 'change', 'U heeft de aanmelding gewijzigd.'],
  ] as const)('%s: the one who did it reads "U heeft", the others read the name', (template, kind, own) => {
    const anna = render(template, 'aanmeldformulier-po', values, 'anna@school.example.nl', { kind });
    expect(anna.text).toMatch(/^Beste Anna,\n/);
    expect(anna.text).toContain(own);
    expect(wordsOf(anna)).not.toContain('Anna Jansen');
    const bram = render(template, 'aanmeldformulier-po', values, 'bram@school.example.nl', { kind });
    expect(bram.text).toContain('Anna Jansen (anna@school.example.nl) heeft de aanmelding');
    expect(bram.text).not.toContain('U heeft de aanmelding');
  });

  it('contact-removed: one who took themselves off reads "U heeft uzelf"', () => {
    const off = render('contact-removed', 'aanmeldformulier-po', values, 'anna@school.example.nl', {});
    expect(off.text).toContain('U heeft uzelf als contactpersoon van deze aanmelding verwijderd.');
    const staff = render('contact-removed', 'aanmeldformulier-po', values, 'anna@school.example.nl', {
      actor: 'staff:medewerker@amn.nl',
    });
    expect(staff.text).toContain('De helpdesk van AMN heeft u als contactpersoon van deze aanmelding verwijderd.');
  });
});

describe('the calendar sentence counts its days', () => {
  const two = primary();
  const one = structuredClone(two);
  one.products.AansluitingPOVO = {
    ...one.products.AansluitingPOVO,
    subscribe: false,
    eerstedag: undefined,
    amount: undefined,
  };
  one.contacts[1] = { ...one.contacts[1], '7544': true, '100000000002': false };

  it('says "afnamedagen" with two events attached, and "afnamedag" with one', () => {
    const plural = render('confirmation', 'aanmeldformulier-po', two, 'anna@school.example.nl');
    expect(calendarOf(plural).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(plural.text).toContain('In de bijlage staan de eerste afnamedagen als afspraken voor uw agenda.');
    expect(plural.text).not.toContain('In de bijlage staat');
    const single = render('confirmation', 'aanmeldformulier-po', one, 'anna@school.example.nl');
    expect(calendarOf(single).match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(single.text).toContain('In de bijlage staat de eerste afnamedag als afspraak voor uw agenda.');
  });

  it('cancels two days in the plural when the registration is withdrawn', () => {
    const withdrawn = render('registration-withdrawn', 'aanmeldformulier-po', two, 'bram@school.example.nl', {
      kind: 'withdraw',
    });
    expect(calendarOf(withdrawn).match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(withdrawn.text).toContain(
      'In de bijlage staan de afzeggingen van de eerste afnamedagen: zo verdwijnen ze uit uw agenda.',
    );
  });

  it('counts the days of a change that moved one of them', () => {
    const moved = structuredClone(two);
    moved.products.Proeftoets.eerstedag = '2027-01-13';
    const mail = render('registration-changed', 'aanmeldformulier-po', moved, 'bram@school.example.nl', {
      payloadBefore: two,
      payloadAfter: moved,
    });
    expect(calendarOf(mail).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(mail.text).toContain('In de bijlage staan de eerste afnamedagen als afspraken voor uw agenda.');
  });
});

describe('each product its own change deadline', () => {
  it('names every chosen product with the day the deadline rule gives it, never one day for all', () => {
    const values = primary();
    const mail = render('confirmation', 'aanmeldformulier-po', values, 'anna@school.example.nl');
    const reading = readingOf({ type: 'aanmeldformulier-po', values: asStoredValues(values), round: 2027 }, NOW)!;
    const round = roundOf(2027)!;
    const [trial, transition] = reading.products.map((product) =>
      formatDutchLong(productChangesUntil(round, product)!),
    );
    expect(trial).not.toBe(transition);
    expect(mail.text).toContain(
      `U kunt de aanmelding wijzigen of intrekken, voor Proeftoets 2027 tot en met ${trial} en voor Aansluiting PO-VO 2027 tot en met ${transition}.`,
    );
    // The same days on a change.
    const changed = render('registration-changed', 'aanmeldformulier-po', values, 'bram@school.example.nl', {});
    expect(changed.text).toContain(
      `voor Proeftoets 2027 tot en met ${trial} en voor Aansluiting PO-VO 2027 tot en met ${transition}`,
    );
  });

  it('says for a product whose deadline passed that it goes through the helpdesk now', () => {
    const values = primary();
    const mail = renderMail({
      template: 'confirmation',
      locale: 'nl',
      recipient: 'anna@school.example.nl',
      submission: submissionOf('aanmeldformulier-po', values),
      publicUrl: 'https://www.amn.nl',
      personalLink: linkOf('anna@school.example.nl'),
      // Between the Proeftoets's deadline (two weeks before 12 January) and the Aansluiting's (before 1 March).
      now: new Date('2027-01-20T10:00:00Z'),
    });
    expect(mail.text).toMatch(
      /U kunt de aanmelding wijzigen of intrekken, voor Aansluiting PO-VO 2027 tot en met 15 februari 2027\./,
    );
    expect(mail.text).toMatch(
      /Wijzigen kon voor Proeftoets 2027 tot en met \d+ \w+ 20\d\d; neem daarvoor nu contact op met de helpdesk\./,
    );
  });
});

describe('every confirmation says what happens next', () => {
  it('a pre-registration: it is no registration yet, complete it', () => {
    const type = 'doorstroomtoets-pre-registration-2027' as const;
    const mail = render('confirmation', type, { type, ...validValues(type) }, 'anna@school.example.nl');
    expect(mail.text).toContain(
      'Wat gebeurt er nu? De vooraanmelding is nog geen aanmelding. Rond de aanmelding af met de eerste afnamedag en de laatste vragen: dan is uw school aangemeld, en krijgen de contactpersonen hun inloggegevens voor het portaal.',
    );
    expect(mail.text).toContain('U kunt de vooraanmelding afronden en wijzigen tot en met');
  });

  it('a Doorstroomtoets registration: the portal, the pupils’ logins, and the agreement for a school new to it', () => {
    const type = 'doorstroomtoets-registration-2027' as const;
    const values = { type, ...validValues(type) } as unknown as Values;
    const mail = render('confirmation', type, values, 'anna@school.example.nl');
    const words = wordsOf(mail);
    expect(words).toContain(
      'Wat gebeurt er nu? Wie nog geen account voor het portaal van AMN heeft, krijgt binnen een werkdag een e-mail met een link om een wachtwoord in te stellen.',
    );
    expect(words).toContain('Vóór de afname vindt u de inloggegevens van de leerlingen in het portaal.');
    expect(words).toContain('de verwerkersovereenkomst af met de verantwoordelijke die de school heeft opgegeven');
    values.products.Doorstroomtoets.previous_year_amn_doorstroomtoets = 'Ja';
    expect(wordsOf(render('confirmation', type, values, 'anna@school.example.nl'))).not.toContain(
      'verwerkersovereenkomst',
    );
  });

  it('a primary sign-up: each chosen product by name, with its own step', () => {
    const words = wordsOf(render('confirmation', 'aanmeldformulier-po', primary(), 'anna@school.example.nl'));
    expect(words).toContain(
      'Voor Proeftoets 2027 (eerste afnamedag 12 januari 2027) vindt u vóór de afname de inloggegevens van de leerlingen in het portaal. Met de proeftoets ziet u meteen of de apparaten en het netwerk klaar zijn voor de Doorstroomtoets.',
    );
    expect(words).toContain(
      'Voor Aansluiting PO-VO 2027 (eerste afnamedag 1 maart 2027) vindt u vóór de afname de inloggegevens van de leerlingen in het portaal. Direct na de afname staan daar het groepsoverzicht en de leerlingrapporten',
    );
    expect(words).not.toContain('SO/SBO');
  });
});

describe('no row without its label', () => {
  it.each([
    'aanmeldformulier-po',
    'doorstroomtoets-pre-registration-2027',
    'doorstroomtoets-registration-2027',
  ] as const)('%s: every line of the summary has a label that ends before its colon', (type) => {
    const values = type === 'aanmeldformulier-po' ? primary() : { type, ...validValues(type) };
    if (type === 'doorstroomtoets-registration-2027') {
      (values as Values).products.Doorstroomtoets.previous_year_amn_doorstroomtoets = 'Ja';
    }
    const mail = render('confirmation', type, values, 'anna@school.example.nl');
    const summary = mail.text.split('Dit hebben we van u ontvangen:')[1].split('Klopt er iets niet?')[0];
    const rows = summary.split('\n').filter((line) => line.trim());
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) expect(row).toMatch(/^\s*([^:?]+:( \S.*)?|\d+\.)$/);
    if (type === 'doorstroomtoets-registration-2027')
      expect(summary).toContain('AMN Doorstroomtoets vorig jaar afgenomen: Ja');
  });

  it('names only the chosen products under "Verantwoordelijk voor", whatever a stored contact was flagged for', () => {
    const values = primary();
    // Stored before the schema refused it: Anna flagged for the SO/SBO test the school did not choose.
    values.contacts[0]['8227'] = true;
    const mail = render('confirmation', 'aanmeldformulier-po', values, 'anna@school.example.nl');
    expect(mail.text).toContain('Verantwoordelijk voor: Proeftoets 2027\n');
    expect(mail.text).not.toContain('SO/SBO');
  });
});
