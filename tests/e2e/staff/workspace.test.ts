import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { recipientCounterKeys } from '../../../server/mail/caps';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import { school, validValues } from '../../../test/support/server/payloads';
import { readXlsx } from '../../../test/support/server/xlsx-reader';
import { staffCli, totpSecretIn } from '../../../test/support/browser/staff';
import { axeViolations, e2eState, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import { mailTo, personalLink } from '../../../test/support/browser/registrations';
import { receivedMails } from '../../../test/support/smtp-peer';
import { SITE } from '../../../src/data/site';
import type { Locator } from 'playwright-core';

/** Screenshots for the people who review the workspace (SHOTS_DIR set): the page, or one part of it. */
async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  if (part) await part.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}

const EMAIL = 'balie@amn.nl';
const PASSWORD = 'een ander lang testwachtwoord';
const FINAL = 'doorstroomtoets-registration-2027';

/** The test server's store, for what the browser cannot cause: a mail that failed for good. */
function markHelpdeskMailFailed(submissionName: string) {
  const db = new Database(path.join(e2eState().dataDir, 'amn.sqlite'));
  try {
    db.prepare(
      `UPDATE outbox SET sent_at = NULL, failed_at = ?, attempts = 8, last_error = '550 mailbox unavailable'
       WHERE template = 'helpdesk-notice' AND submission_id IN (SELECT id FROM submissions WHERE search_text LIKE ?)`,
    ).run(new Date().toISOString(), `%${submissionName.toLowerCase()}%`);
  } finally {
    db.close();
  }
}

/** Holds a school's sent mails of `template` as a cap would (the browser cannot send enough to trip one). */
/** The hour counter of the caps that holds a mail to `recipient` (server/mail/caps.ts); the global one for the helpdesk's. */
const GLOBAL_HOUR = 'mail-global-hour';

/**
 * Holds a submission's mail as a cap would, and fills the cap that holds it: the outbox worker's
 * sweep releases every held mail the caps allow once a minute, so a mail held by hand alone would
 * be sent by itself while the test reads the list. `releaseCaps` empties the filled caps again.
 */
function holdMail(submissionName: string, template: string, cap: string) {
  const db = new Database(path.join(e2eState().dataDir, 'amn.sqlite'));
  try {
    db.prepare(
      `UPDATE outbox SET sent_at = NULL, held_at = ?, held_reason = ?
       WHERE template = ? AND submission_id IN (SELECT id FROM submissions WHERE search_text LIKE ?)`,
    ).run(
      new Date().toISOString(),
      cap === GLOBAL_HOUR ? 'global-hour' : 'recipient-hour',
      template,
      `%${submissionName.toLowerCase()}%`,
    );
    // Full until long after the server's own (set) day: its sweep finds no room.
    db.prepare(
      `INSERT INTO rate_limits (key, count, resets_at) VALUES (?, 1000000, ?)
       ON CONFLICT (key) DO UPDATE SET count = excluded.count, resets_at = excluded.resets_at`,
    ).run(cap, Date.now() + 365 * 24 * 3600 * 1000);
  } finally {
    db.close();
  }
}

function releaseCaps(caps: readonly string[]) {
  const db = new Database(path.join(e2eState().dataDir, 'amn.sqlite'));
  try {
    for (const cap of caps) db.prepare('DELETE FROM rate_limits WHERE key = ?').run(cap);
  } finally {
    db.close();
  }
}

type RegisterExtra = { town?: string; phone?: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Registers a school through the API as its form would (a unique name; a BRIN no index knows). */
/** Registers a school no index knows (its name as typed, so subjects name it by its BRIN). */
async function register(page: Page, name: string, contactEmail: string, extra: RegisterExtra = {}): Promise<void> {
  // Pages set no cookie: the token comes from /api/csrf, as the forms get it.
  const { token: xsrf } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const values = validValues(FINAL) as { contacts: Record<string, unknown>[] };
  const instellingscode = `Z${crypto.randomBytes(2).toString('hex').slice(0, 3).toUpperCase()}`;
  const chosen = school({
    naam: name,
    instellingscode,
    ...(extra.town ? { plaatsnaam: extra.town } : {}),
  });
  const body = {
    type: FINAL,
    ...values,
    school: chosen,
    contacts: [{ ...values.contacts[0], email: contactEmail, ...(extra.phone ? { work_number: extra.phone } : {}) }],
    website: '',
    form_started_at: serverNow() - 60_000,
  };
  const response = await page.request.post('/api/process-form', {
    data: body,
    headers: { 'X-XSRF-TOKEN': xsrf, Origin: e2eState().baseUrl },
  });
  expect(response.status()).toBe(307);
}

async function logIn(page: Page, secret: string, address = '/beheer') {
  await page.goto(address);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').fill(await unusedCode(secret));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByText(`Ingelogd als ${EMAIL}`).waitFor();
}

/** A code is accepted once: each login takes a later 30-second step (waiting for it when needed). */
let lastStep = 0;
async function unusedCode(secret: string): Promise<string> {
  while (stepAt(serverNow()) + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStep = Math.max(stepAt(serverNow()), lastStep + 1);
  return codeForStep(secret, lastStep);
}

/** The page is no wider than the viewport; if it is, the error names what sticks out. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const { scrollWidth, culprits } = await page.evaluate((limit) => {
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .filter((element) => !element.parentElement?.closest('[role="region"][tabindex], iframe'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return { scrollWidth: document.documentElement.scrollWidth, culprits: outside };
  }, width);
  if (scrollWidth > width) throw new Error(`the page is ${scrollWidth} px wide at ${width} px: ${culprits.join(', ')}`);
}

let secret: string;
beforeAll(() => {
  secret = totpSecretIn(staffCli(['add', EMAIL, '--totp'], `${PASSWORD}\n`));
});

describe('the staff workspace at /beheer', () => {
  it('finds a registration by school, handles it, notes, changes it for the school, exports it and retries a failed mail', async () => {
    const name = `Basisschool Het Baken ${crypto.randomBytes(3).toString('hex')}`;
    const contactEmail = `baken.${crypto.randomBytes(3).toString('hex')}@school.example`;
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await register(page, name, contactEmail);
    await mailTo(contactEmail);
    await logIn(page, secret);

    // Find it by the school's name.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
    await page.getByRole('button', { name: 'Filteren' }).click();
    // By keyboard: the school's name opens it, and focus moves to what opened.
    await page.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'detail-title');
    expect(await page.getByRole('rowheader', { name: 'Aantal leerlingen in groep 8' }).count()).toBe(1);
    expect(await page.content()).not.toContain('token=');
    expect(await axeViolations(page)).toEqual([]);

    // Handled, with a note.
    await page.getByRole('article').getByLabel('Status', { exact: true }).selectOption('afgehandeld');
    await page.getByText('De status is opgeslagen.').waitFor();
    await page.getByLabel('Notitie').fill('School belde: het zijn 31 leerlingen.');
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await page.getByText('School belde: het zijn 31 leerlingen.').waitFor();
    expect(await page.getByText(`${EMAIL} ·`).count()).toBeGreaterThan(0);

    // The pupil count changed for the school on the phone.
    await page.getByRole('button', { name: 'Aanmelding wijzigen' }).click();
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('31');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('De wijziging is opgeslagen.', { exact: false }).waitFor();
    await page.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31').waitFor();
    expect(await mailTo(contactEmail, 20_000, 'heeft de aanmelding gewijzigd')).toContain(
      'De helpdesk van AMN heeft de aanmelding gewijzigd.',
    );

    // Back in the list of this search: the filtered view for Excel, the row there, handled.
    await page.getByRole('link', { name: /Terug naar de lijst/ }).click();
    expect(await page.getByRole('searchbox', { name: 'Zoeken' }).inputValue()).toBe(name);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporteer voor Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    // Typed cells: dates as dates, counts as numbers.
    const { rows } = await readXlsx(fs.readFileSync((await download.path())!));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row['School: Naam']).toBe(name);
    expect(row['Doorstroomtoets 2027 – aantal leerlingen (groep 8)']).toBe(31);
    expect(row['Doorstroomtoets 2027 – eerste afnamedag']).toEqual(new Date(Date.UTC(2027, 1, 1)));
    expect([row['Status aanmelding'], row.Wijzigingen, row.Status]).toEqual(['Gewijzigd', 1, 'Afgehandeld']);
    expect(row.Notities).toContain('School belde: het zijn 31 leerlingen.');
    expect(row.Ontvangen).toBeInstanceOf(Date);

    // A failed mail, sent again from the list of failed mails.
    markHelpdeskMailFailed(name);
    await page.goto('/beheer');
    await page.getByRole('heading', { name: 'Mislukte mails' }).waitFor();
    const failed = page.getByRole('table', { name: 'Mails die na alle pogingen niet zijn aangekomen' });
    await failed.getByText('550 mailbox unavailable').waitFor();
    await failed.getByRole('button', { name: 'Opnieuw versturen' }).first().click();
    await page.getByText('De mail wordt opnieuw verstuurd.').waitFor();
    await page.getByText('550 mailbox unavailable').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    // No sideways scrolling at 768 px.
    await page.setViewportSize({ width: 768, height: 1000 });
    await expectNoSidewaysScroll(page, 768);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(/\/beheer\?uitgelogd$/);
    expect(staffCli(['audit'])).toMatch(
      /balie@amn\.nl\tdetail-view[\s\S]*status-change[\s\S]*note[\s\S]*registration-change[\s\S]*export[\s\S]*mail-retry/,
    );
    await context.close();
  });
  it('gives every view an address, finds by Kenmerk, phone and town, sorts by school, sets three statuses at once and shows a sent mail masked, at 1280 and 375 px', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const schools = [
      { name: `Obs Wilg ${tag}`, town: `Zwaluwdorp${tag}`, phone: '0591-12 34 01' },
      { name: `Cbs Beuk ${tag}`, town: `Meeuwstad${tag}`, phone: '0591-12 34 02' },
      { name: `Rkbs Eik ${tag}`, town: `Reigerveen${tag}`, phone: '0591-12 34 03' },
    ];
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const contacts = schools.map((one) => `${one.name.split(' ')[1].toLowerCase()}.${tag}@school.example`);
    for (const [index, one] of schools.entries()) {
      await register(page, one.name, contacts[index], { town: one.town, phone: one.phone });
    }
    // The helpdesk's notice links to the record; the link asks for the login first, then opens it.
    const notice = await mailTo(SITE.helpdeskEmail, 20_000, schools[2].name);
    const link = /https?:\/\/\S+?\/beheer\?inzending=([A-Za-z0-9_-]+)/.exec(notice);
    expect(link).not.toBeNull();
    const kenmerk = /Kenmerk: (AMN-[\w-]+)/.exec(notice)![1];
    await mailTo(contacts[0]);
    await logIn(page, secret, `${new URL(link![0]).pathname}${new URL(link![0]).search}`);
    expect(new URL(page.url()).searchParams.get('inzending')).toBe(link![1]);
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    expect(await page.getByText(`Kenmerk: ${kenmerk}`).count()).toBe(1);
    expect(await page.getByText(schools[2].name, { exact: true }).count()).toBeGreaterThan(0);

    // The workspace's own frame: its name, who is in, no public navigation, banner or footer.
    await page.getByRole('link', { name: 'AMN Beheer' }).waitFor();
    expect(await page.locator('.site-navbar, footer').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Cookiemelding' }).count()).toBe(0);

    const list = page.getByRole('table', { name: /Inzendingen, gesorteerd op/ });
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    const find = async (term: string) => {
      await search.fill(term);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === term);
      await list.waitFor();
      return list.getByRole('link').allInnerTexts();
    };
    await page.goto('/beheer');
    // The Kenmerk as a school reads it out: lower case, with spaces.
    expect(await find(kenmerk.toLowerCase().replace(/-/g, ' - '))).toEqual([schools[2].name]);
    expect(await find('0591 123402')).toEqual([schools[1].name]);
    expect(await find(schools[0].town.toLowerCase())).toEqual([schools[0].name]);

    // Sorted by school, A to Z, with the search in the address.
    await search.fill(tag);
    await page.getByLabel('Sorteren op').selectOption('school');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await page.waitForURL(/sort=school/);
    await page.getByRole('table', { name: 'Inzendingen, gesorteerd op school of naam (a–z)' }).waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual([schools[1].name, schools[0].name, schools[2].name]);
    expect(await axeViolations(page)).toEqual([]);

    // Three rows at once: 'In behandeling'.
    for (const one of schools) await page.getByRole('checkbox', { name: `Selecteer ${one.name}` }).check();
    await page.getByText('3 rijen geselecteerd').waitFor();
    await page.getByLabel('Nieuwe status voor de selectie').selectOption('in-behandeling');
    await page.getByRole('button', { name: 'Status wijzigen' }).click();
    await page.getByText('De status van 3 inzendingen is gewijzigd.').waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('tbody td[data-label="Status"]')].filter(
          (cell) => cell.textContent === 'In behandeling',
        ).length === 3,
    );
    await shoot(page, 'list-1280');

    // Open a record from the list: its own address; reload keeps it, Back returns to the sorted search.
    const listUrl = page.url();
    await list.getByRole('link', { name: schools[0].name }).click();
    await page.waitForURL(/inzending=/);
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    const recordUrl = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    expect(page.url()).toBe(recordUrl);
    expect(await page.getByText(contacts[0]).count()).toBeGreaterThan(0);
    await shoot(page, 'record-1280');

    // The confirmation as it was sent: rebuilt, its personal link masked, the text beside it.
    const mails = page.getByRole('table', { name: 'De mails van deze inzending' });
    await mails.getByRole('cell', { name: 'Verzonden' }).first().waitFor();
    await mails.getByRole('button', { name: /^Bevestiging van .* lezen$/ }).click();
    await page.waitForURL(/mail=/);
    await page.getByText('Opnieuw opgebouwd', { exact: true }).waitFor();
    const text = await page.getByRole('region', { name: 'Tekstversie' }).innerText();
    expect(text).toContain('token=[verborgen]');
    expect(text).not.toMatch(/token=(?!\[verborgen\])/);
    const frame = page.frameLocator('iframe[title="Zoals de ontvanger de mail ziet"]');
    const href = await frame
      .getByRole('link', { name: /aanmelding|bekijken|pagina/i })
      .first()
      .getAttribute('href');
    expect(href).toContain('token=[verborgen]');
    expect(await page.locator('iframe[title="Zoals de ontvanger de mail ziet"]').getAttribute('sandbox')).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'mail-1280', page.getByRole('region', { name: /^Mail:/ }));

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('mail'));
    await page.goBack();
    expect(page.url()).toBe(listUrl);
    await list.waitFor();
    expect(await search.inputValue()).toBe(tag);
    await page.getByRole('heading', { name: 'In één oogopslag' }).scrollIntoViewIfNeeded();
    await shoot(page, 'overview-1280', page.getByRole('region', { name: 'In één oogopslag' }));

    // At 375 px: no sideways scroll in the list, the record or the mail; axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    const noSideways = () => expectNoSidewaysScroll(page, 375);
    await noSideways();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'list-375');
    await page.getByRole('heading', { name: 'In één oogopslag' }).scrollIntoViewIfNeeded();
    await shoot(page, 'overview-375', page.getByRole('region', { name: 'In één oogopslag' }));
    await page.goto(recordUrl);
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    await noSideways();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'record-375');
    await mails.getByRole('button', { name: /^Bevestiging van .* lezen$/ }).click();
    await page.getByText('Opnieuw opgebouwd', { exact: true }).waitFor();
    await frame.getByRole('link', { name: 'Bekijk uw aanmelding' }).waitFor();
    await noSideways();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'mail-375', page.getByRole('region', { name: /^Mail:/ }));

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('heading', { name: 'U bent uitgelogd' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(staffCli(['audit'])).toMatch(/status-change[\s\S]*status-change[\s\S]*status-change[\s\S]*mail-view/);
    await context.close();
  });

  it("opens the record whole from the helpdesk's notice of a change through the personal link, at 1280 and 375 px", async () => {
    const name = `Basisschool De Es ${crypto.randomBytes(3).toString('hex')}`;
    const contactEmail = `es.${crypto.randomBytes(3).toString('hex')}@school.example`;
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, name, contactEmail);

    // The school changes its pupil count through its personal link.
    const token = new URL(personalLink(await mailTo(contactEmail)), e2eState().baseUrl).searchParams.get('token')!;
    const shown = (await (await page.request.get(`/api/registration?token=${token}`)).json()) as {
      version: number;
      values: { products: { Doorstroomtoets: { amount: number } } };
    };
    shown.values.products.Doorstroomtoets.amount = 31;
    const { token: xsrf } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
    const changed = await page.request.post('/api/registration/change', {
      data: { ...shown.values, token, version: shown.version },
      headers: { 'X-XSRF-TOKEN': xsrf, Origin: e2eState().baseUrl },
    });
    expect(changed.status()).toBe(200);

    // The helpdesk's own notice: written to it, the record's link first, what changed, nothing for the school.
    // The notice of this change: the school's typed name (shown to the helpdesk, marked as typed) and what changed.
    const notice = await mailTo(SITE.helpdeskEmail, 20_000, [name, 'Aantal leerlingen in groep 8: 42 → 31']);
    expect(notice).toContain('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31');
    expect(notice).not.toContain('Geachte heer, mevrouw');
    expect(notice).not.toContain('text/calendar');
    const link = /https?:\/\/\S+?\/beheer\?inzending=(AMN-\d{4}-\w{4})/.exec(notice)!;
    const kenmerk = link[1];

    // Opened from that link (after the login), the record is whole: its mails, history and notes.
    await logIn(page, secret, `${new URL(link[0]).pathname}${new URL(link[0]).search}`);
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    expect(await page.getByText(`Kenmerk: ${kenmerk}`).count()).toBe(1);
    const mails = page.getByRole('table', { name: 'De mails van deze inzending' });
    await mails.waitFor();
    expect(await page.getByText('Voor deze inzending zijn geen mails verstuurd.').count()).toBe(0);
    expect(await mails.getByRole('row').count()).toBeGreaterThan(3);
    await mails.getByRole('cell', { name: 'Melding aan de helpdesk: gewijzigd' }).first().waitFor();
    await page.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31').waitFor();
    await page.getByLabel('Notitie').fill('Gebeld na de melding: klopt.');
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await page.getByText('Gebeld na de melding: klopt.').waitFor();

    // Each answer beside the control that caused it, not at the top of the record.
    const near = async (control: Locator, text: string) => {
      const message = page.getByRole('status').filter({ hasText: text });
      await message.waitFor();
      const [from, to] = [await control.boundingBox(), await message.boundingBox()];
      expect(Math.abs(to!.y - (from!.y + from!.height))).toBeLessThan(250);
    };
    await near(page.getByRole('button', { name: 'Notitie toevoegen' }), 'De notitie is toegevoegd.');
    const status = page.getByRole('article').getByLabel('Status', { exact: true });
    await status.selectOption('in-behandeling');
    await near(status, 'De status is opgeslagen.');
    // 'Bevestiging opnieuw sturen' says before and after that the earlier links stop working.
    const resend = page.getByRole('button', { name: 'Bevestiging opnieuw sturen' });
    expect(await resend.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(/De links uit eerdere e-mails werken daarna niet meer\./).waitFor();
    await resend.click();
    await near(resend, 'De links uit eerdere e-mails werken niet meer');
    expect(
      await mailTo(contactEmail, 20_000, 'De links in eerdere e-mails over deze aanmelding werken niet meer'),
    ).toContain(kenmerk);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'record-from-notice-1280');
    const recordUrl = page.url();

    // The list names the Kenmerk in a column of its own.
    await page.goto(`/beheer?q=${encodeURIComponent(kenmerk)}`);
    const list = page.getByRole('table', { name: /Inzendingen, gesorteerd op/ });
    await list.getByRole('cell', { name: kenmerk }).waitFor();
    expect(await list.getByRole('columnheader', { name: 'Kenmerk' }).count()).toBe(1);

    // At 375 px every block fits: the list (and Vertalingen below it) and the record.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, 375);
    await page.getByRole('heading', { name: 'Vertalingen' }).scrollIntoViewIfNeeded();
    await shoot(page, 'translations-375', page.getByRole('region', { name: 'Vertalingen' }));
    await page.goto(recordUrl);
    await page.getByRole('heading', { level: 1, name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    await page.getByText('Gebeld na de melding: klopt.').waitFor();
    await expectNoSidewaysScroll(page, 375);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'record-from-notice-375');
    await context.close();
  });

  it('sends a held mail past the caps and deletes another, after a confirmation, at 1280 and 375 px', async () => {
    const name = `Basisschool De Linde ${crypto.randomBytes(3).toString('hex')}`;
    const contactEmail = `linde.${crypto.randomBytes(3).toString('hex')}@school.example`;
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, name, contactEmail);
    await mailTo(contactEmail);
    await mailTo(SITE.helpdeskEmail, 20_000, name);
    const caps = [recipientCounterKeys(contactEmail)[0], GLOBAL_HOUR];
    holdMail(name, 'confirmation', caps[0]);
    holdMail(name, 'helpdesk-notice', caps[1]);
    try {
      const received = () => receivedMails(e2eState().mailDir).filter((item) => item.to.includes(contactEmail)).length;
      // The neutral mail asking to confirm the address, then the confirmation.
      expect(received()).toBe(2);
      await logIn(page, secret);

      const held = page.getByRole('table', { name: 'Vastgehouden mails, oudste eerst' });
      const row = held.getByRole('row').filter({ hasText: contactEmail });
      await row.getByText('Limiet per adres per uur bereikt').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'held-1280', page.getByRole('region', { name: 'Vastgehouden mails' }));

      // 'Versturen': the confirmation goes out again, past the cap.
      await held.getByRole('button', { name: `Bevestiging aan ${contactEmail} toch versturen` }).click();
      await page.getByRole('status').filter({ hasText: 'De mail wordt verstuurd.' }).waitFor();
      await row.waitFor({ state: 'detached' });
      const deadline = Date.now() + 20_000;
      while (received() < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(received()).toBe(3);

      // 'Verwijderen' asks first, at 375 px where each held mail is a card.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await held.waitFor();
      await expectNoSidewaysScroll(page, 375);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'held-375', page.getByRole('region', { name: 'Vastgehouden mails' }));
      const drop = held.getByRole('button', { name: `Melding aan de helpdesk aan ${SITE.helpdeskEmail} verwijderen` });
      const heldNotices = await drop.count();
      await drop.first().click();
      const question = page.getByRole('group', { name: /verwijderen\? De mail wordt dan nooit verstuurd\.$/ });
      expect(await axeViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Ja, verwijderen' }).click();
      await page.getByRole('status').filter({ hasText: 'De mail is verwijderd.' }).waitFor();
      await page.waitForFunction(
        ([label, count]) => document.querySelectorAll(`button[aria-label="${label}"]`).length === count,
        [`Melding aan de helpdesk aan ${SITE.helpdeskEmail} verwijderen`, heldNotices - 1] as const,
      );

      expect(staffCli(['audit'])).toMatch(/balie@amn\.nl\tmail-release[\s\S]*balie@amn\.nl\tmail-drop/);
    } finally {
      // The global cap filled for the helpdesk's notice would hold every later test's mails.
      releaseCaps(caps);
    }
    await context.close();
  });
});
