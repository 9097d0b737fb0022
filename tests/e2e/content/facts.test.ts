/**
 * The built site against the product owner's facts (src/domain/facts): what the coordinator
 * read on 24 November 2026 must no longer contradict itself. The sources: src/domain/facts/__tests__.
 */
import type { Browser, Page } from 'playwright-core';
import { FACTS, dutchHours, dutchNumber } from '../../../src/domain/facts';
import { launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The visible text of a page's main content, on single spaces. */
async function mainText(path: string): Promise<string> {
  const context = await newContext(browser, { consent: true });
  const page: Page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // FAQ answers are collapsed: open them, so their text counts too.
  await page
    .locator('main button[aria-expanded="false"]:visible')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  await context.close();
  return text;
}

const { doorstroomtoets, leergangStudiecoach, talentscanHrm, talentscanVo, reports } = FACTS;

describe('the facts on the built site', () => {
  it('the Doorstroomtoets page says adaptive and about two and a half hours, saved answers and the devices', async () => {
    const text = await mainText('/onderwijs/doorstroomtoets');
    expect(text).toContain('adaptief');
    expect(text).toContain(`gemiddeld ongeveer ${dutchHours(doorstroomtoets.averageTotalMinutes)}`);
    expect(text).toContain('lezen, taalverzorging en rekenen');
    expect(text).toContain('niets verloren');
    expect(text).toContain('Chromebooks, laptops en computers, iPads en MacBooks');
    expect(text).not.toMatch(/sessie van ongeveer een uur|drie sessies/);
  });

  it('the Leergang Studiecoach news says five meetings and 8 to 12 participants, not six or sixteen', async () => {
    const text = await mainText('/nieuws-en-achtergronden/2025/11/18/leergang-studiecoach-nieuwe-groep');
    expect(text).toContain(`${dutchNumber(leergangStudiecoach.meetings)} bijeenkomsten`);
    expect(text).toContain(
      `${dutchNumber(leergangStudiecoach.groupSize.min)} tot ${dutchNumber(leergangStudiecoach.groupSize.max)} deelnemers`,
    );
    expect(text).not.toMatch(/zes bijeenkomsten|zestien/i);
  });

  it('the Leergang Studiecoach page says the same', async () => {
    const text = await mainText('/onderwijs/leergang-studiecoach');
    expect(text).toContain(`${dutchNumber(leergangStudiecoach.meetings)} bijeenkomsten van een dagdeel`);
    expect(text).toContain('acht tot twaalf deelnemers');
    expect(text).toContain('certificaat van deelname');
  });

  it('the Talentscan HRM news says about eighty minutes and an own report, not "drie kwartier" or "hetzelfde rapport"', async () => {
    const text = await mainText('/nieuws-en-achtergronden/2025/07/08/talentscan-hrm-in-het-jaargesprek');
    expect(text).toContain(`${dutchNumber(talentscanHrm.totalMinutes)} minuten`);
    expect(text).toContain('eigen rapport');
    expect(text).not.toMatch(/drie kwartier|hetzelfde rapport/);
  });

  it('the Talentscan HRM page gives the minutes and the consent rule', async () => {
    const text = await mainText('/werken-en-loopbaan/talentscan-hrm');
    expect(text).toContain(`ongeveer ${talentscanHrm.totalMinutes} minuten`);
    expect(text).toContain('alleen als de deelnemer daar toestemming voor geeft');
  });

  it('the Talentscan VO news says ninety minutes in two lessons, not "een lesuur"', async () => {
    const text = await mainText('/nieuws-en-achtergronden/2026/04/14/talentscan-vo-bij-de-profielkeuze');
    expect(text).toContain(`${dutchNumber(talentscanVo.totalMinutes)} minuten`);
    expect(text).toContain(`${dutchNumber(talentscanVo.lessons)} lessen`);
    expect(text).not.toContain('een lesuur');
  });

  it('the Talentscan MBO FAQ keeps reports two years after the test, not as long as the student is enrolled', async () => {
    const text = await mainText('/onderwijs/talentscan-mbo');
    expect(text).toContain(`${dutchNumber(reports.retentionYears)} jaar na de afname verwijderd`);
    expect(text).not.toMatch(/zolang de student[^.]*ingeschreven/i);
  });
});
