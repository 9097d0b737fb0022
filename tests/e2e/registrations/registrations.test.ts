/**
 * The school registrations end to end: a school found by postcode or BRIN, filled in
 * as a school would, sent to the real server; the stored payload read back through the staff export,
 * the confirmation mails through a real SMTP peer, and the already-registered and prefill paths.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';
import {
  address,
  expectThankYou,
  fillContact,
  findSchool,
  mailTo,
  rawMailTo,
  openChecklist,
  personalLink,
  pickSchool,
  storedFor,
  submit,
} from '../../../test/support/browser/registrations';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, { consent: true });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** The calendar file of a mail as it came over the wire (nodemailer sends attachments in base64). */
function calendarIn(raw: string): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
  return Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8');
}

const contactFields = { work_number: '0612345678', job_title: 'Directeur' };

const JOB_TITLES = ['Leerkracht', 'Zorgcoördinator', 'Directeur', 'Intern begeleider', 'Systeembeheerder', 'Anders'];

describe('the job title options', () => {
  const forms: [string, string[]][] = [
    // Never preselected (issue 64): every select starts on 'Maak een keuze'.
    ['/formulier/aanmelden-po', ['Maak een keuze', ...JOB_TITLES]],
    ['/formulier/doorstroomtoets-vooraanmelding', ['Maak een keuze', ...JOB_TITLES]],
    ['/formulier/doorstroomtoets-2027/vooraanmelding', ['Maak een keuze', ...JOB_TITLES]],
    ['/formulier/doorstroomtoets-2027/aanmelding', ['Maak een keuze', ...JOB_TITLES]],
  ];
  it.each(forms)('%s offers %j', async (route, expected) => {
    await page.goto(route);
    // The static HTML speaks of the build day; the form shows once the page knows the day (E2E_TODAY)
    // and the form's code has come.
    await waitForHydration(page);
    const select = page.getByRole('group', { name: 'Contactpersoon 1' }).getByRole('combobox', { name: /Functie/ });
    await select.waitFor();
    expect(await select.locator('option').allInnerTexts()).toEqual(expected);
  });
});

describe('primary-education sign-up (/formulier/aanmelden-po)', () => {
  it('registers a school for two products with two contacts, stores the shape and mails both', async () => {
    const anna = address('anna');
    const bas = address('bas');
    await page.goto('/formulier/aanmelden-po');
    await pickSchool(page, '9306 TC', /BBS de Verwondering/);

    const trial = page.getByRole('region', { name: 'Proeftoets 2027', exact: true });
    await trial.getByRole('checkbox', { name: 'Aanmelden voor Proeftoets 2027' }).check();
    await trial.getByLabel(/Eerste afnamedag/).fill('2026-12-01');
    await trial.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('26');
    const transition = page.getByRole('region', { name: 'Aansluiting PO-VO 2027' });
    await transition.getByRole('checkbox', { name: 'Aanmelden voor Aansluiting PO-VO 2027' }).check();
    await transition.getByLabel(/Eerste afnamedag/).fill('2027-03-01');
    await transition.getByRole('spinbutton', { name: /Aantal leerlingen in groep 7/ }).fill('29');
    expect(await transition.getByText(/1 maart 2027/).count()).toBe(1);

    const first = await fillContact(page, 1, 'Anna', 'de Vries', anna);
    // One contact is the contact of both chosen products without a tick (issue 64).
    expect(await first.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }).click();
    // With two, each says which products are theirs: Anna keeps the Proeftoets, Bas takes the Aansluiting.
    expect(await first.getByRole('checkbox', { name: 'Proeftoets 2027', exact: true }).isChecked()).toBe(true);
    // A contact can be responsible only for a product the school chose: refused until unticked.
    const unchosen = first.getByRole('checkbox', { name: 'Proeftoets voor SO/SBO 2027' });
    const refusal = 'Maak een contactpersoon alleen verantwoordelijk voor een product dat u heeft gekozen';
    await unchosen.check();
    expect(await openChecklist(page)).toContain(refusal);
    await first.getByText(refusal).waitFor();
    await unchosen.uncheck();
    expect(await openChecklist(page)).not.toContain(refusal);
    await first.getByRole('checkbox', { name: 'Aansluiting PO-VO 2027' }).uncheck();
    const second = await fillContact(page, 2, 'Bas', 'Jansen', bas);
    await second.getByRole('checkbox', { name: 'Aansluiting PO-VO 2027' }).check();

    expect(await openChecklist(page)).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await submit(page, 'Aanmelden');
    await expectThankYou(page);
    // The thank-you page says what was sent, for which school and to which addresses; none of it
    // travelled in the address.
    const details = page.getByText(
      'We hebben uw formulier Aanmelden primair onderwijs voor BBS de Verwondering ontvangen.',
    );
    await details.waitFor();
    // Nobody proved Anna's address yet: the page says to confirm it first, in the mail sent to her.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Bevestig eerst uw e-mailadres: we hebben een e-mail gestuurd naar ${anna}.` })
        .count(),
    ).toBe(1);
    expect(page.url()).not.toContain('anna');
    expect(page.url()).not.toContain('Verwondering');
    // The Kenmerk (the one reference in the address) and what was registered, as the mail lists it.
    expect(page.url()).toMatch(/[?&]kenmerk=AMN-2027-[A-Z0-9]{4}\b/);
    expect(await page.getByText(/^Uw kenmerk is AMN-2027-[A-Z0-9]{4}\./).count()).toBe(1);
    const registered = page.getByRole('region', { name: 'Wat u heeft aangemeld' });
    expect(await registered.getByRole('cell', { name: '29' }).count()).toBe(1);
    expect(await registered.getByRole('cell', { name: bas }).count()).toBe(1);

    const school = await findSchool('9306TC', 'BBS de Verwondering', '00');
    const stored = await storedFor('aanmeldformulier-po', anna);
    expect(stored.values).toEqual({
      type: 'aanmeldformulier-po',
      school,
      products: {
        Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: '2026-12-01', amount: 26 },
        ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
        AansluitingPOVO: {
          id: 100000000002,
          name: 'Aansluiting PO-VO 2027',
          subscribe: true,
          eerstedag: '2027-03-01',
          amount: 29,
        },
      },
      contacts: [
        {
          first_name: 'Anna',
          last_name: 'de Vries',
          email: anna,
          ...contactFields,
          '7544': true,
          '8227': false,
          '100000000002': false,
        },
        {
          first_name: 'Bas',
          last_name: 'Jansen',
          email: bas,
          ...contactFields,
          '7544': false,
          '8227': false,
          '100000000002': true,
        },
      ],
    });
    const annasMail = await mailTo(anna);
    expect(annasMail).toContain('BBS de Verwondering');
    expect(await mailTo(bas)).toContain('BBS de Verwondering');
    // Two first days attached, each product its own deadline, and what happens next.
    expect(annasMail).toContain('In de bijlage staan de eerste afnamedagen als afspraken voor uw agenda.');
    expect(annasMail).toMatch(
      /U kunt de aanmelding wijzigen of intrekken, voor Proeftoets 2027 tot en met \d+ \w+ 20\d\d en voor Aansluiting PO-VO 2027 tot en met \d+ \w+ 2027\./,
    );
    expect(annasMail).toContain('Wat gebeurt er nu?');
    expect(annasMail).toContain('Verantwoordelijk voor: Proeftoets 2027');

    // Anna adds Sanne as the contact for Aansluiting PO-VO on the registration's own page.
    const sanne = address('sanne');
    await page.goto(personalLink(annasMail));
    await page.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }).click();
    const third = await fillContact(page, 3, 'Sanne', 'Bakker', sanne);
    await third.getByRole('checkbox', { name: 'Aansluiting PO-VO 2027' }).check();
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Uw wijzigingen zijn opgeslagen.', { exact: false }).waitFor();
    // Sanne gets the confirmation she never had, not a list of changes.
    const welcome = await mailTo(sanne, 20_000, 'U bent contactpersoon voor de aanmelding');
    expect(welcome).toContain('Anna de Vries');
    expect(welcome).toContain('heeft u toegevoegd als contactpersoon voor de aanmelding van uw school.');
    expect(welcome).toContain('U bent contactpersoon voor Aansluiting PO-VO 2027.');
    expect(welcome).toContain('Dit is de aanmelding zoals wij die hebben:');
    expect(welcome).not.toContain('Contactpersoon toegevoegd');
    expect(personalLink(welcome)).toMatch(/^\/formulier\/mijn-aanmelding\?token=/);
    // Only her product's first day in her calendar.
    const calendar = calendarIn(rawMailTo(sanne, 'text/calendar') ?? '');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270301');
    // Anna, who made the change, reads "U heeft", never her own name in the third person.
    const changed = await mailTo(anna, 20_000, 'U heeft de aanmelding gewijzigd.');
    expect(changed).toContain('Contactpersoon toegevoegd');
  });
});

describe('Doorstroomtoets pre-registration (/formulier/doorstroomtoets-vooraanmelding)', () => {
  it('pre-registers a school found by BRIN and mails its contact a personal link', async () => {
    const karin = address('karin');
    await page.goto('/formulier/doorstroomtoets-vooraanmelding');
    await waitForHydration(page);
    await page.getByRole('group', { name: 'Contactpersoon 1' }).waitFor();
    expect(await page.getByRole('group', { name: /^Contactpersoon \d$/ }).count()).toBe(1);
    await pickSchool(page, '03GR', /Het Mozaiek.*Zuideropgaande/);
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('34');
    // Devices are one or more (issue 64): Chromebooks comes ticked with the school, laptops too here.
    await page.getByRole('checkbox', { name: 'Laptops / Computers' }).check();
    await fillContact(page, 1, 'Karin', 'Bos', karin);
    expect(await axeViolations(page)).toEqual([]);
    await submit(page, 'Vooraanmelden');
    await expectThankYou(page);
    await page
      .getByText('We hebben uw formulier Vooraanmelden voor de Doorstroomtoets voor Het Mozaiek ontvangen.')
      .waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Bevestig eerst uw e-mailadres: we hebben een e-mail gestuurd naar ${karin}.` })
        .count(),
    ).toBe(1);
    // A pre-registration's link is to complete it, by the round's deadline (issue 54); it comes with
    // the confirmation, once the address is confirmed.
    expect(await page.getByText(/daarna ontvangt u de bevestiging met uw persoonlijke link/).count()).toBe(1);
    expect(await page.getByText(/Rond de aanmelding af tot en met 11 januari 2027/).count()).toBe(1);
    expect(await page.getByText(/map met ongewenste e-mail \(spam\)/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const school = await findSchool('03GR', 'Het Mozaiek', '01');
    expect(school.cf_brin_locatienr).toBe('03GR01');
    const stored = await storedFor('doorstroomtoets-pre-registration', karin);
    expect(stored.values).toEqual({
      type: 'doorstroomtoets-pre-registration',
      school,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 34,
          device_type: ['Chromebooks', 'Laptops / Computers'],
        },
      },
      contacts: [{ first_name: 'Karin', last_name: 'Bos', email: karin, ...contactFields, '100000000001': true }],
    });
    const mail = await mailTo(karin);
    expect(mail).toMatch(/\/formulier\/mijn-aanmelding\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    expect(mail).not.toContain(stored.id);
  });
});

describe('Doorstroomtoets registration 2027', () => {
  it('pre mode, the personal link, the final form from there; change, withdraw and register again', async () => {
    const lotte = address('lotte');
    const joris = address('joris');
    await page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
    await pickSchool(page, '3531 JJ', /Christelijke Basisschool De Brug/);
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('21');
    await fillContact(page, 1, 'Lotte', 'Smit', lotte);
    await page.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }).click();
    await fillContact(page, 2, 'Joris', 'Bakker', joris);
    expect(await axeViolations(page)).toEqual([]);
    await submit(page, 'Vooraanmelden');
    await expectThankYou(page);

    const school = await findSchool('3531JJ', 'Christelijke Basisschool De Brug', '00');
    const pre = await storedFor('doorstroomtoets-pre-registration-2027', lotte);
    expect(pre.values).toEqual({
      type: 'doorstroomtoets-pre-registration-2027',
      school,
      manualEntry: false,
      alreadyRegistered: false,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 21,
          device_type: ['Chromebooks'],
        },
      },
      contacts: [
        { first_name: 'Lotte', last_name: 'Smit', email: lotte, ...contactFields, '100000000001': true },
        { first_name: 'Joris', last_name: 'Bakker', email: joris, ...contactFields, '100000000001': true },
      ],
    });
    const mail = await mailTo(lotte);
    await mailTo(joris);
    const link = personalLink(mail);

    // A second pre-registration of the same school: the form gives way to the notice.
    await page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
    await pickSchool(page, '3531 JJ', /Christelijke Basisschool De Brug/);
    await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).waitFor();
    expect(await page.getByRole('button', { name: 'Vooraanmelden' }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // A tampered link shows the notice and nothing of the school.
    await page.goto(link.replace(/token=(.)/, (_, char: string) => `token=${char === 'W' ? 'X' : 'W'}`));
    await page.getByRole('heading', { name: 'Deze link is niet (meer) geldig' }).waitFor();
    expect(await page.getByText('Christelijke Basisschool De Brug').count()).toBe(0);

    // The link from the mail: the registration's own page, then the final form prefilled from there.
    await page.goto(link);
    await page
      .getByRole('heading', { name: /Vooraanmelding Doorstroomtoets 2027: Christelijke Basisschool De Brug/ })
      .waitFor();
    const rows = page.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
    expect(await rows.getByRole('row', { name: /Aantal leerlingen in groep 8 21/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Rond de aanmelding af' }).click();
    await page.getByRole('radio', { name: /Christelijke Basisschool De Brug/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Christelijke Basisschool De Brug/ }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).inputValue()).toBe('21');
    const first = page.getByRole('group', { name: 'Contactpersoon 1' });
    expect(await first.getByRole('textbox', { name: /E-mail/ }).inputValue()).toBe(lotte);
    await page.getByLabel(/Eerste afnamedag/).fill('2027-02-02');
    await page.getByRole('radio', { name: 'Nee' }).check();
    const agreement = page.getByRole('region', { name: 'Verwerkersovereenkomst' });
    await agreement.getByRole('textbox', { name: /Naam van de verantwoordelijke/ }).fill('Lotte Smit');
    await agreement.getByRole('textbox', { name: /Functie van de verantwoordelijke/ }).fill('Directeur');
    await agreement.getByRole('textbox', { name: /E-mail van de verantwoordelijke/ }).fill(lotte);
    await agreement.getByRole('textbox', { name: /E-mail van het bestuur/ }).fill('bestuur@stichting.example');
    expect(await axeViolations(page)).toEqual([]);
    await submit(page, 'Aanmelden');
    await expectThankYou(page);

    const final = await storedFor('doorstroomtoets-registration-2027', lotte);
    expect(final.values).toEqual({
      type: 'doorstroomtoets-registration-2027',
      school,
      manualEntry: false,
      alreadyRegistered: false,
      registrationId: pre.id,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 21,
          device_type: ['Chromebooks'],
          eerstedag: '2027-02-02',
          previous_year_amn_doorstroomtoets: 'Nee',
          akkoordPersonNaam: 'Lotte Smit',
          akkoordPersonFunctie: 'Directeur',
          akkoordPersonEmail: lotte,
          bestuurPersonEmail: 'bestuur@stichting.example',
        },
      },
      contacts: pre.values.contacts,
    });

    // Registered now: the final form for the same school shows the notice.
    await page.goto('/formulier/doorstroomtoets-2027/aanmelding');
    await pickSchool(page, '3531 JJ', /Christelijke Basisschool De Brug/);
    await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).waitFor();

    // Joris opens the final registration's page from its confirmation and raises the pupil count.
    const finalLink = personalLink(await mailTo(joris, 20_000, 'Bevestiging van uw aanmelding'));
    await page.goto(finalLink);
    const count = page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await count.fill('23');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Uw wijzigingen zijn opgeslagen.', { exact: false }).waitFor();
    await page.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 21 → 23').waitFor();
    expect(await page.getByText('Gewijzigd', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const changed = await mailTo(lotte, 20_000, 'heeft de aanmelding gewijzigd');
    expect(changed).toContain('Doorstroomtoets: Aantal leerlingen in groep 8: 21 → 23');
    // Only the pupil count changed: the calendar entry stays as it was.
    expect(changed).not.toContain('afnamedag.ics');
    expect((await storedFor('doorstroomtoets-registration-2027', lotte)).values).toMatchObject({
      products: { Doorstroomtoets: { amount: 23 } },
    });

    // Withdrawn: the school may register again.
    await page.getByRole('button', { name: 'Aanmelding intrekken' }).click();
    await page.getByRole('button', { name: 'Ja, intrekken' }).click();
    await page.getByText('Ingetrokken', { exact: true }).waitFor();
    // Joris withdrew it himself: his mail says "U heeft", Lotte's names him.
    expect(await mailTo(joris, 20_000, 'heeft de aanmelding ingetrokken')).toContain(
      'U heeft de aanmelding ingetrokken.',
    );
    expect(await mailTo(lotte, 20_000, 'heeft de aanmelding ingetrokken')).toContain('Joris Bakker');
    // The subject is encoded now (its en dashes): the withdrawal is the one mail that cancels.
    expect(rawMailTo(joris, 'method=CANCEL')).toContain('Content-Type: text/calendar; charset=utf-8; method=CANCEL');
    await page.goto('/formulier/doorstroomtoets-2027/aanmelding');
    await pickSchool(page, '3531 JJ', /Christelijke Basisschool De Brug/);
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('23');
    expect(await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).count()).toBe(0);
  });
});
