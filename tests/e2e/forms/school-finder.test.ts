import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext } from '../../../test/support/browser/harness';

/** Real schools of the DUO file the server imports (02.-alle-schoolvestigingen-basisonderwijs.csv). */
const BY_POSTCODE = { term: '9306 TC', naam: 'BBS de Verwondering', code: '32JK00' };
const BY_BRIN = { term: '03WU', naam: 'Kindcentrum De Wegwijzer', code: '03WU00' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openFinder(): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.goto('/help/school-zoeken', { waitUntil: 'networkidle' });
  return page;
}

describe('the school finder against the DUO data', () => {
  it.each([
    ['postcode', BY_POSTCODE],
    ['BRIN', BY_BRIN],
  ])('finds a real school by %s, lets the visitor pick it and shows its codes', async (_kind, school) => {
    const page = await openFinder();
    const box = page.getByRole('searchbox', { name: 'Zoek uw school' });
    const button = page.getByRole('button', { name: 'Zoeken' });
    expect(await box.getAttribute('placeholder')).toBe('Vul in: naam, postcode of BRIN-nummer');
    expect(await axeViolations(page)).toEqual([]);

    await box.fill(school.term.slice(0, 3));
    expect(await button.isDisabled()).toBe(true);
    await box.fill(school.term);
    await button.click();
    const choice = page.getByRole('radio', { name: new RegExp(school.naam) });
    await choice.waitFor();
    await choice.check();
    const details = page.getByRole('region', { name: school.naam });
    await details.waitFor();
    expect(await details.textContent()).toContain(school.code);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the failure alert when the search fails, keeping the earlier results', async () => {
    const page = await openFinder();
    await page.getByRole('searchbox', { name: 'Zoek uw school' }).fill(BY_BRIN.term);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('radio', { name: new RegExp(BY_BRIN.naam) }).waitFor();

    // The next search meets a failing server.
    await page.route('**/api/school?*', (route) => route.fulfill({ status: 503, body: 'Onderhoud' }));
    await page.getByRole('searchbox', { name: 'Zoek uw school' }).fill(BY_POSTCODE.term);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Er is iets misgegaan' });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(
      'Er is iets misgegaan bij het zoeken naar uw school. Probeer het opnieuw of neem contact met ons op.',
    );
    expect(await page.getByRole('radio', { name: new RegExp(BY_BRIN.naam) }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the finder of a primary-education form', () => {
  /** The Doorstroomtoets registration (of the round open on the tests' day) is for primary education: its finder searches with sector=po. */
  async function openRegistration(): Promise<Page> {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.goto('/formulier/doorstroomtoets-2027/aanmelding', { waitUntil: 'networkidle' });
    return page;
  }

  it("tells a secondary school's visitor that the form is for primary education, and lists no school", async () => {
    const page = await openRegistration();
    // 02AR01: a HAVO/VWO location in Amsterdam.
    await page.getByRole('searchbox', { name: 'Zoek uw school' }).fill('02AR01');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const notice = page.getByText('Deze school is geen school voor primair onderwijs.', { exact: false });
    await notice.waitFor();
    expect((await notice.textContent())?.trim()).toBe(
      'Deze school is geen school voor primair onderwijs. Dit formulier is voor het basisonderwijs en (voortgezet) speciaal onderwijs. Vragen? Mail naar helpdesk@amn.nl of bel 024 - 345 40 41.',
    );
    expect(await page.getByRole('group', { name: 'Kies uw school' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Jan van Eijckstraat/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lists a primary school, which can be chosen', async () => {
    const page = await openRegistration();
    await page.getByRole('searchbox', { name: 'Zoek uw school' }).fill(BY_BRIN.term);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const choice = page.getByRole('radio', { name: new RegExp(BY_BRIN.naam) });
    await choice.waitFor();
    await choice.check();
    expect(await choice.isChecked()).toBe(true);
    expect(await page.getByText('Deze school is geen school voor primair onderwijs.', { exact: false }).count()).toBe(
      0,
    );
    await page.context().close();
  });
});
