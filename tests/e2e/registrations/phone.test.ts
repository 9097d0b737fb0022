/**
 * The school's own page on a phone (375 px): a registration with long values reads without a word
 * broken across lines and without sideways scrolling, a change's answer stands in view beside its
 * button, and the Kenmerk on the page is the one in the confirmation. With SHOTS_DIR set, the page
 * (also at 1280 px) and the confirmation, change and withdrawal mails are saved as screenshots
 * (375 and 800 px, light and dark).
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, e2eState, launchBrowser, newContext } from '../../../test/support/browser/harness';
import { decodeQuotedPrintable, receivedMails } from '../../../test/support/smtp-peer';
import {
  address,
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
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

/** Every word of the page's visible text that its line breaks split (its boxes on two lines), measured word by word. */
function splitWords(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const split: string[] = [];
    const root = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // What nobody sees (the bots' field, kept out of sight) has no lines to read.
      if (node.parentElement?.closest('[aria-hidden="true"]')) continue;
      const text = node.textContent ?? '';
      // A word, or a part of a hyphenated one (Heuvel-Oosterhout may break after its hyphen, as in print).
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

const sidewaysScroll = (target: Page) =>
  target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The HTML part of the newest mail to `to` whose raw text has `containing`, with the logo inline. */
async function mailHtml(to: string, containing: string): Promise<string> {
  const raw = receivedMails(e2eState().mailDir)
    .filter((item) => item.to.includes(to) && decodeQuotedPrintable(item.raw).includes(containing))
    .at(-1)?.raw;
  if (!raw) throw new Error(`no mail to ${to} with ${containing}`);
  const mail = await simpleParser(raw);
  const logo = mail.attachments.find((file) => file.contentType === 'image/png');
  const html = String(mail.html);
  return logo ? html.replace(/cid:logo@amn/g, `data:image/png;base64,${logo.content.toString('base64')}`) : html;
}

/** Screenshots of a page at 375 and 800 px, light and dark, when SHOTS_DIR is set. */
async function shoot(name: string, show: (target: Page) => Promise<void>, widths = [375, 800]) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of widths) {
    for (const scheme of ['light', 'dark'] as const) {
      const shot = await context.newPage();
      await shot.setViewportSize({ width, height: 900 });
      await shot.emulateMedia({ colorScheme: scheme });
      // The site keeps its own choice of colour mode; a mail follows prefers-color-scheme.
      await shot.addInitScript((mode) => {
        try {
          localStorage.setItem('theme', mode);
        } catch {
          // about:blank (a mail) has no storage.
        }
      }, scheme);
      await show(shot);
      await shot.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`), fullPage: true });
      // A long page also in screens, as a reader scrolls through it.
      const height = await shot.evaluate(() => document.documentElement.scrollHeight);
      for (let screen = 1; screen * 900 < height && screen < 10; screen += 1) {
        await shot.evaluate((y) => window.scrollTo(0, y), screen * 900);
        await shot.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}-${screen + 1}.png`) });
      }
      await shot.close();
    }
  }
}

describe('the registration page on a phone', () => {
  it('keeps every word whole, scrolls only down, answers beside the button and names the mail’s Kenmerk', async () => {
    const contact = address('wilhelmina.van.den.heuvel-oosterhout');
    const second = address('maximiliaan.vanderbeek-groenewegen');
    await page.goto('/formulier/doorstroomtoets-2027/aanmelding');
    await pickSchool(page, '4211 CR', /De Hoeksteen/);
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('27');
    await page.getByLabel(/Eerste afnamedag/).fill('2027-02-02');
    await page.getByRole('radio', { name: 'Nee' }).check();
    const agreement = page.getByRole('region', { name: 'Verwerkersovereenkomst' });
    await agreement.getByRole('textbox', { name: /Naam van de verantwoordelijke/ }).fill('Wilhelmina van den Heuvel');
    await agreement.getByRole('textbox', { name: /Functie van de verantwoordelijke/ }).fill('Bovenschoolsdirecteur');
    await agreement.getByRole('textbox', { name: /E-mail van de verantwoordelijke/ }).fill(contact);
    await agreement
      .getByRole('textbox', { name: /E-mail van het bestuur/ })
      .fill('bestuurssecretariaat.onderwijs@stichting-pcbo-westbetuwe.example');
    await fillContact(page, 1, 'Wilhelmina', 'van den Heuvel-Oosterhout', contact);
    await page.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }).click();
    await fillContact(page, 2, 'Maximiliaan', 'Vanderbeek-Groenewegen', second);
    await submit(page, 'Aanmelden');
    await expectThankYou(page);

    const confirmation = await mailTo(contact, 20_000, 'Bevestiging van uw aanmelding');
    const kenmerk = /AMN-2027-[0-9A-Z]{4}/.exec(confirmation)?.[0];
    expect(kenmerk).toBeDefined();
    const link = personalLink(confirmation);
    // The school opens its page on a phone (the form was filled on a desktop).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(link);
    await page.getByRole('heading', { name: /Aanmelding Doorstroomtoets 2027: .*De Hoeksteen/ }).waitFor();
    expect(await page.getByText(kenmerk!, { exact: true }).count()).toBe(1);
    // The town as people write it, and no rows the form never asked.
    const rows = page.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
    expect(await rows.getByText('Spijk gem. West Betuwe').count()).toBe(1);
    expect(await rows.getByText(/RIO|Vestiging|Verantwoordelijk voor/).count()).toBe(0);

    expect(await sidewaysScroll(page)).toBe(0);
    expect(await splitWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const count = page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await count.fill('29');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Uw wijzigingen zijn opgeslagen.' });
    await answer.waitFor();
    await page.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 27 → 29').waitFor();
    await page.waitForTimeout(300);
    const box = (await answer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await splitWords(page)).toEqual([]);
    // The history says when, to the minute.
    expect(
      await page
        .getByRole('region', { name: 'Geschiedenis' })
        .getByText(/\d{4} om \d{2}:\d{2}/)
        .count(),
    ).toBe(1);

    const changed = await mailTo(second, 20_000, 'heeft de aanmelding gewijzigd');
    expect(changed).toContain(kenmerk!);
    // Only the pupil count changed: no calendar entry.
    expect(changed).not.toContain('afnamedag.ics');
    await shoot(
      'page',
      async (target) => {
        await target.goto(link);
        await target.getByText(kenmerk!, { exact: true }).waitFor();
      },
      [375, 800, 1280],
    );

    await page.getByRole('button', { name: 'Aanmelding intrekken' }).click();
    await page.getByRole('button', { name: 'Ja, intrekken' }).click();
    await page.getByText('Ingetrokken', { exact: true }).waitFor();
    // The round's form still takes registrations: the page links it.
    expect(await page.getByRole('link', { name: 'het aanmeldformulier' }).getAttribute('href')).toBe(
      '/formulier/doorstroomtoets-2027/aanmelding',
    );
    const withdrawn = await mailTo(second, 20_000, 'heeft de aanmelding ingetrokken');
    expect(withdrawn).toContain(kenmerk!);
    expect(withdrawn).not.toContain('mijn-aanmelding');

    for (const [name, containing] of [
      ['mail-confirmation', 'Bevestiging van uw aanmelding'],
      ['mail-change', 'heeft de aanmelding gewijzigd'],
      ['mail-withdrawal', 'heeft de aanmelding ingetrokken'],
    ] as const) {
      const html = await mailHtml(second, containing);
      await shoot(name, async (target) => {
        await target.setContent(html);
      });
      // A mail on a phone: no word broken, no sideways scroll.
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 375, height: 812 });
      await phone.setContent(html);
      expect(await sidewaysScroll(phone)).toBe(0);
      expect(await splitWords(phone)).toEqual([]);
      await phone.close();
    }
  });
});
