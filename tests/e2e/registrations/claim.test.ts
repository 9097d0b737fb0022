/**
 * A school that finds its place taken by a stranger: the form names the stranger's domain when the
 * school is chosen and offers to claim the registration; the claim reaches the helpdesk's workspace
 * as a conflict with both parties, and moving it gives the school its own working link while the
 * stranger's ends.
 */
import type { Browser } from 'playwright-core';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import {
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
  PROOF_SUBJECTS,
  proofTokenIn,
  confirmAddress,
  submit,
} from '../../../test/support/browser/registrations';
import { staffCli } from '../../../test/support/browser/staff';

const FORM = '/formulier/doorstroomtoets-2027/vooraanmelding';
const SCHOOL = { postcode: '8245 AA', name: /De Triangel/ };
const STAFF = 'claims@amn.nl';
const PASSWORD = 'een lang wachtwoord voor de claims';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('claims a registration from the form; the helpdesk moves it to the school', async () => {
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
  await page.getByRole('button', { name: 'Is dit niet van uw school? Vraag de aanmelding over' }).click();
  const claim = page.getByRole('region', { name: 'Vraag de aanmelding over' });
  // Asked without a name: told so in words, nothing sent.
  await claim.getByRole('button', { name: 'Verzoek versturen' }).click();
  await claim.getByRole('alert').getByText('Vul uw voornaam, achternaam en een geldig e-mailadres in.').waitFor();
  await claim.getByRole('textbox', { name: 'Voornaam' }).fill('Dirk');
  await claim.getByRole('textbox', { name: 'Achternaam' }).fill('Dekker');
  await claim.getByRole('textbox', { name: 'E-mailadres van de school' }).fill(director);
  await claim.getByRole('textbox', { name: 'Telefoonnummer' }).fill('0320 123 456');
  await claim.getByRole('textbox', { name: 'Bericht aan de helpdesk' }).fill('Wij hebben de school niet aangemeld.');
  expect(await axeViolations(page)).toEqual([]);
  await claim.getByRole('button', { name: 'Verzoek versturen' }).click();
  // The director's address was never proven: the claim waits for the click in the neutral mail.
  await page
    .getByRole('status')
    .getByText(/^Bevestig eerst uw e-mailadres/)
    .waitFor();
  expect(await confirmAddress(proofTokenIn(await mailTo(director, 20_000, PROOF_SUBJECTS[0]))!)).toBe('claim');
  // The registered contact is told a claim was made.
  await mailTo(squatter, 20_000, 'Iemand vraagt de aanmelding over');

  // The helpdesk sees a conflict with both parties and moves the registration.
  const output = staffCli(['add', STAFF, '--totp'], `${PASSWORD}\n`);
  const secret = /otpauth:\/\/totp\/[^?]+\?secret=([A-Z2-7]+)/.exec(output)?.[1];
  await page.goto('/beheer?attention=conflict');
  await page.getByLabel('E-mail').fill(STAFF);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').fill(codeForStep(secret!, stepAt(serverNow())));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const row = page.getByRole('row', { name: /De Triangel/ });
  await row.getByText('Conflict').waitFor();
  await row.getByRole('link', { name: /De Triangel/ }).click();
  const conflict = page.getByRole('region', { name: 'Conflict: iemand vraagt de aanmelding over' });
  await conflict.getByText(`Sam Squat (${squatter})`).waitFor();
  await conflict.getByText(`Dirk Dekker (${director}), 0320 123 456`).waitFor();
  // A registration from outside the school's domain is marked, with DUO's web address beside it.
  const check = page.getByRole('region', { name: 'Te controleren: is dit de school?' });
  await check.getByText('https://www.obs-de-triangel.nl/').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await conflict.getByRole('button', { name: 'Aanmelding overdragen aan de aanvrager' }).click();
  await page.getByText(/^De aanmelding is overgedragen\./).waitFor();

  // The school's own link works; the stranger's ends, and the stranger is told.
  const moved = await mailTo(director, 20_000, 'staat nu op uw naam');
  await page.goto(personalLink(moved));
  await page.getByRole('heading', { name: /Vooraanmelding Doorstroomtoets 2027: .*De Triangel/ }).waitFor();
  await mailTo(squatter, 20_000, 'Uw persoonlijke link werkt daarom niet meer');
  await page.goto(squatterLink);
  await page.getByRole('heading', { name: 'Deze link is niet (meer) geldig' }).waitFor();
  await schools.close();
});
