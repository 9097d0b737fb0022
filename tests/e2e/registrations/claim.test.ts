/**
 * A school that finds its place taken by a stranger, from the Doorstroomtoets form and from the
 * primary sign-up: the form says how the place is held and offers to claim it (required fields
 * marked, errors per field, fitting a 320 px screen); the claimant gets a receipt with a reference,
 * the helpdesk a notice linking the record, the registered contacts are told. In the workspace the
 * conflict shows both parties' domains against the school's DUO web address; moving or rejecting
 * asks for confirmation, both parties hear the outcome by name, and a move can be undone (the
 * stranger's link works again, the school's ends).
 */
import type { Browser, Page } from 'playwright-core';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import {
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
  submit,
} from '../../../test/support/browser/registrations';
import { staffCli, totpSecretIn } from '../../../test/support/browser/staff';

const FORM = '/formulier/doorstroomtoets-2027/vooraanmelding';
const PRIMARY = '/formulier/aanmelden-po';
const SCHOOL = { postcode: '8245 AA', name: /De Triangel/ };
const PRIMARY_SCHOOL = { postcode: '8223 ZL', name: /De Vuurtoren/ };
const HELPDESK = 'helpdesk@amn.nl';
const PASSWORD = 'een lang wachtwoord voor de claims';
const CLAIM_BUTTON = 'Is dit niet van uw school? Vraag de aanmelding over';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Logs a new helpdesk account in on `page` and opens the workspace's conflicts. */
async function logInAsHelpdesk(page: Page, email: string) {
  const output = staffCli(['add', email, '--totp'], `${PASSWORD}\n`);
  const secret = totpSecretIn(output);
  await page.goto('/beheer?attention=conflict');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').fill(codeForStep(secret, stepAt(serverNow())));
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Nothing on the page is wider than the screen (a 320 px phone). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Fills the claim at 320 px: sent empty, each required field says what is missing (no combined
 * error under the button); then sent whole. The claimant's address is not proven yet: the answer
 * says to confirm it first.
 */
async function claimAt320(page: Page, claimant: { first: string; last: string; email: string }) {
  await page.setViewportSize({ width: 320, height: 800 });
  const open = page.getByRole('button', { name: CLAIM_BUTTON });
  const box = await open.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  await open.click();
  const claim = page.getByRole('region', { name: 'Vraag de aanmelding over' });
  await claim.getByText('Velden met een * zijn verplicht.').waitFor();
  await claim.getByRole('button', { name: 'Verzoek versturen' }).click();
  const first = claim.getByRole('textbox', { name: 'Voornaam' });
  expect(await first.getAttribute('aria-invalid')).toBe('true');
  await claim.getByText('Vul uw voornaam in.').waitFor();
  await claim.getByText('Vul uw achternaam in.').waitFor();
  await claim.getByText('Vul uw e-mailadres in.').waitFor();
  expect(await claim.getByRole('alert').count()).toBe(0);
  await expectNoOverflow(page);
  expect(await axeViolations(page)).toEqual([]);
  await first.fill(claimant.first);
  await claim.getByRole('textbox', { name: 'Achternaam' }).fill(claimant.last);
  await claim.getByRole('textbox', { name: 'E-mailadres van de school' }).fill(claimant.email);
  await claim.getByRole('textbox', { name: 'Telefoonnummer' }).fill('0320 123 456');
  await claim.getByRole('textbox', { name: 'Bericht aan de helpdesk' }).fill('Wij hebben de school niet aangemeld.');
  await claim.getByRole('button', { name: 'Verzoek versturen' }).click();
  await page
    .getByRole('status')
    .getByText(/^Bevestig eerst uw e-mailadres/)
    .waitFor();
  await expectNoOverflow(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The claimant's receipt (after confirming the address, as mailTo does), its reference, and the helpdesk's notice of it. */
async function receiptAndNotice(claimant: string) {
  const receipt = await mailTo(claimant, 20_000, 'We hebben uw verzoek ontvangen');
  expect(receipt).toContain('Beste Dirk,');
  const reference = /VZ-[A-Z0-9]{6}/.exec(receipt)?.[0];
  expect(reference).toBeDefined();
  const notice = await mailTo(HELPDESK, 20_000, reference!);
  expect(notice).toMatch(/\/beheer\?inzending=AMN-\d{4}-\w{4}/);
  expect(notice).toContain(claimant);
  return reference!;
}

it('claims a registration from the Doorstroomtoets form; the helpdesk moves it after confirming, and undoes the move', async () => {
  const run = Date.now().toString(36);
  const squatter = `squatter.${run}@mailbox.example`;
  const director = `directie.${run}@obs-de-triangel.nl`;

  // A stranger pre-registers the school from an address of its own.
  const strangers = await newContext(browser, { consent: true });
  const stranger = await strangers.newPage();
  await stranger.goto(FORM);
  await pickSchool(stranger, SCHOOL.postcode, SCHOOL.name);
  await stranger.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('30');
  await fillContact(stranger, 1, 'Sam', 'Squat', squatter);
  await submit(stranger, 'Vooraanmelden');
  await expectThankYou(stranger);
  const squatterLink = personalLink(await mailTo(squatter));
  await strangers.close();

  // The school chooses itself: the form says the place is held from outside its domain (no domain named) and offers the claim.
  const schools = await newContext(browser, { consent: true });
  const page = await schools.newPage();
  await page.goto(FORM);
  await pickSchool(page, SCHOOL.postcode, SCHOOL.name);
  await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).waitFor();
  await page.getByText('De school is aangemeld door iemand buiten het domein van de school.').waitFor();
  expect(await page.getByText('@mailbox.example').count()).toBe(0);
  expect(await page.getByText(squatter).count()).toBe(0);
  await claimAt320(page, { first: 'Dirk', last: 'Dekker', email: director });

  // A receipt with a reference, a notice for the helpdesk, and the registered contact is told.
  const reference = await receiptAndNotice(director);
  await mailTo(squatter, 20_000, 'Iemand vraagt de aanmelding over');

  // The helpdesk sees a conflict with both parties and their domains against DUO's web address.
  await logInAsHelpdesk(page, `claims.${run}@amn.nl`);
  const row = page.getByRole('row', { name: /De Triangel/ });
  await row.getByText('Conflict').waitFor();
  await row.getByRole('link', { name: /De Triangel/ }).click();
  const conflict = page.getByRole('region', { name: 'Conflict: iemand vraagt de aanmelding over' });
  await conflict.getByText(`Sam Squat (${squatter})`).waitFor();
  await conflict.getByText(`Dirk Dekker (${director}), 0320 123 456`).waitFor();
  await conflict.getByText(reference).waitFor();
  await conflict.getByText('✓ @obs-de-triangel.nl — komt overeen met het webadres van de school').waitFor();
  await conflict.getByText('✗ @mailbox.example — komt niet overeen met het webadres van de school').waitFor();
  // A registration from outside the school's domain is marked, with DUO's web address beside it.
  const check = page.getByRole('region', { name: 'Te controleren: is dit de school?' });
  await check.getByText('https://www.obs-de-triangel.nl/').waitFor();

  // Moving asks first; nothing happens until it is confirmed.
  await conflict.getByRole('button', { name: 'Aanmelding overdragen aan de aanvrager' }).click();
  const confirm = conflict.getByRole('group', { name: /^Weet u het zeker\?/ });
  await confirm.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Ja, overdragen' }).click();
  await page.getByText(/^De aanmelding is overgedragen\./).waitFor();

  // Both parties hear it by name: the school gets its own working link, the stranger how to object.
  const moved = await mailTo(director, 20_000, 'staat nu op uw naam');
  expect(moved).toContain('Beste Dirk,');
  expect(moved).not.toContain('Dit hebben we van u ontvangen');
  const schoolLink = personalLink(moved);
  const away = await mailTo(squatter, 20_000, 'U bent geen contactpersoon meer voor de aanmelding');
  expect(away).toContain('Beste Sam,');
  expect(away).toContain('terugdraaien');

  // The helpdesk undoes the move (asked first): the stranger's own link works again, the school's ends.
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await page.getByRole('button', { name: 'Ja, ongedaan maken' }).click();
  await page.getByText(/^Het besluit is ongedaan gemaakt\./).waitFor();
  await page.getByRole('region', { name: 'Conflict: iemand vraagt de aanmelding over' }).waitFor();
  await mailTo(squatter, 20_000, 'uw persoonlijke link werkt weer');
  await mailTo(director, 20_000, 'De overdracht van de aanmelding is teruggedraaid');
  await page.goto(squatterLink);
  await page.getByRole('heading', { name: /Vooraanmelding Doorstroomtoets 2027: .*De Triangel/ }).waitFor();
  await page.goto(schoolLink);
  await page.getByRole('heading', { name: 'Deze link is niet (meer) geldig' }).waitFor();
  await schools.close();
});

it('claims a primary sign-up: who holds it, how to add a product, and the rejection heard by both parties', async () => {
  const run = Date.now().toString(36);
  const holder = `holder.${run}@mailbox.example`;
  const teacher = `groep7.${run}@obsdevuurtoren.nl`;

  // A stranger signs the school up for the Proeftoets.
  const strangers = await newContext(browser, { consent: true });
  const stranger = await strangers.newPage();
  await stranger.goto(PRIMARY);
  await pickSchool(stranger, PRIMARY_SCHOOL.postcode, PRIMARY_SCHOOL.name);
  const trial = stranger.getByRole('region', { name: 'Proeftoets 2027', exact: true });
  await trial.getByRole('checkbox', { name: 'Aanmelden voor Proeftoets 2027' }).check();
  await trial.getByLabel(/Eerste afnamedag/).fill('2026-12-01');
  await trial.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('26');
  // A sole contact is the contact of the chosen product without a tick.
  await fillContact(stranger, 1, 'Sam', 'Squat', holder);
  await submit(stranger, 'Aanmelden');
  await expectThankYou(stranger);
  await mailTo(holder);
  await strangers.close();

  // A groep 7 teacher who wants Aansluiting PO-VO: told how the place is held, how to add a product, and the claim.
  const schools = await newContext(browser, { consent: true });
  const page = await schools.newPage();
  await page.goto(PRIMARY);
  await pickSchool(page, PRIMARY_SCHOOL.postcode, PRIMARY_SCHOOL.name);
  await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).waitFor();
  await page.getByText('De school is aangemeld door iemand buiten het domein van de school.').waitFor();
  const add = page.getByRole('region', { name: 'Wilt u een product toevoegen?' });
  await add.getByText(/Aansluiting PO-VO voor groep 7/).waitFor();
  await claimAt320(page, { first: 'Dirk', last: 'de Leerkracht', email: teacher });

  await receiptAndNotice(teacher);
  await mailTo(holder, 20_000, 'Iemand vraagt de aanmelding over');

  // The helpdesk rejects it, asked first; both parties hear it with what they can do.
  await logInAsHelpdesk(page, `claims-po.${run}@amn.nl`);
  const row = page.getByRole('row', { name: /De Vuurtoren/ });
  await row.getByRole('link', { name: /De Vuurtoren/ }).click();
  const conflict = page.getByRole('region', { name: 'Conflict: iemand vraagt de aanmelding over' });
  await conflict.getByRole('button', { name: 'Verzoek afwijzen' }).click();
  await conflict.getByRole('button', { name: 'Ja, afwijzen' }).click();
  await page.getByText(/^Het verzoek is afgewezen\./).waitFor();
  const rejected = await mailTo(teacher, 20_000, 'Uw verzoek om de aanmelding over te nemen');
  expect(rejected).toContain('Beste Dirk,');
  expect(rejected).toContain('Wat u nu kunt doen');
  expect(rejected).not.toContain(holder);
  const kept = await mailTo(holder, 20_000, 'U blijft contactpersoon');
  expect(kept).toContain('Beste Sam,');
  // Undo is offered for a working day.
  await page.getByText(/^Ongedaan maken kan tot en met /).waitFor();
  await schools.close();
});
