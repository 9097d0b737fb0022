import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { DUO_SOURCE, SCHOOL_KEYS, SCHOOL_SOURCE_KEY } from '../../../src/domain/school';
import { e2eState } from './harness';
import { decodeQuotedPrintable, receivedMails } from '../smtp-peer';

/** A run-unique e-mail address, so tests sharing one server never read each other's mails. */
export function address(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@school.example`;
}

/** The school as the server stores one chosen in the finder: the finder's fields, marked as taken from the index. */
export async function findSchool(term: string, naam: string, vestigingscode: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${e2eState().baseUrl}/api/school?term=${encodeURIComponent(term)}`);
  const schools = (await response.json()) as Record<string, unknown>[];
  const school = schools.find((item) => item.naam === naam && item.vestigingscode === vestigingscode);
  if (!school) throw new Error(`${naam} not found for ${term}`);
  // The payload carries the school fields and the derived cf_brin_locatienr, nothing else.
  return {
    ...Object.fromEntries([...SCHOOL_KEYS, 'cf_brin_locatienr'].map((key) => [key, school[key] ?? null])),
    [SCHOOL_SOURCE_KEY]: DUO_SOURCE,
  };
}

export type StoredSubmission = { id: string; type: string; createdAt: string; values: Record<string, unknown> };

/** The staff export, read with the admin token. */
export async function storedSubmissions(type: string): Promise<StoredSubmission[]> {
  const { baseUrl, adminToken } = e2eState();
  const response = await fetch(`${baseUrl}/api/admin/submissions?type=${encodeURIComponent(type)}&format=json`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return (await response.json()) as StoredSubmission[];
}

/** The submission of `type` whose first contact has this e-mail. */
export async function storedFor(type: string, email: string): Promise<StoredSubmission> {
  const found = (await storedSubmissions(type)).find(
    (submission) => (submission.values.contacts as { email?: string }[] | undefined)?.[0]?.email === email,
  );
  if (!found) throw new Error(`no ${type} stored for ${email}`);
  return found;
}

/** The subject of the neutral mail to an address nobody has proven yet (server/mail/proof-mail.ts). */
export const PROOF_SUBJECTS = ['Bevestig uw e-mailadres', 'Confirmați adresa de e-mail'];

/** The proof link's token in a mail, or null when it is not a proof mail. */
export function proofTokenIn(mail: string): string | null {
  const found = /\/(?:formulier\/adres-bevestigen|ro\/formular\/confirmare-adresa)\?token=([A-Za-z0-9_.%-]+)/.exec(
    mail,
  );
  return found ? decodeURIComponent(found[1]) : null;
}

/** Presses the proof page's button as the person would: the token posted to the API. Returns the answer's state. */
export async function confirmAddress(token: string): Promise<string> {
  const xsrf = crypto.randomBytes(32).toString('base64url');
  const response = await fetch(`${baseUrlOf()}/api/mailbox/confirm`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrlOf(),
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`the proof link answered ${response.status}`);
  return ((await response.json()) as { state: string }).state;
}

const baseUrlOf = () => e2eState().baseUrl;
const confirmed = new Set<string>();

/**
 * Waits until the SMTP peer has received a mail for `to` (that says `containing`); returns its
 * decoded text (`containing`: one text, or several that must all be in it). An address nobody has proven first gets the neutral "Bevestig uw e-mailadres" mail:
 * like the person who filled in the form, this confirms it (once per link) and waits on for the
 * mail asked for. Ask for the proof mail itself with `containing: PROOF_SUBJECTS[0]`.
 */
export async function mailTo(to: string, timeoutMs = 20_000, containing?: string | string[]): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const wanted = containing === undefined ? [] : [containing].flat();
  const wantsProof = wanted.some((text) => PROOF_SUBJECTS.includes(text));
  while (Date.now() < deadline) {
    const mails = receivedMails(e2eState().mailDir)
      .filter((item) => item.to.includes(to))
      .map((item) => decodeQuotedPrintable(item.raw));
    const mail = mails.find(
      (text) => wanted.every((part) => text.includes(part)) && (wantsProof || proofTokenIn(text) === null),
    );
    if (mail) return mail;
    if (!wantsProof) {
      for (const token of mails.map(proofTokenIn)) {
        if (token && !confirmed.has(token)) {
          confirmed.add(token);
          await confirmAddress(token);
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail reached ${to}`);
}

/** A received mail for `to` as it came over the wire (headers untouched), the first whose raw text has `containing`. */
export function rawMailTo(to: string, containing: string): string | undefined {
  return receivedMails(e2eState().mailDir).find((item) => item.to.includes(to) && item.raw.includes(containing))?.raw;
}

/** Finds a school in the form's finder and picks it, as a visitor does. */
export async function pickSchool(page: Page, term: string, name: RegExp) {
  const search = page.getByRole('searchbox', { name: 'Zoek uw school' });
  // The form's own button: at 375 px the header's search toggle is called 'Zoeken' too.
  const button = page.locator('main').getByRole('button', { name: 'Zoeken', exact: true });
  // Text typed before the page is hydrated is dropped when React takes the field over: type again
  // until the button (enabled by a long enough term) shows the field holds it.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await search.fill(term);
    if (await button.isEnabled()) break;
    await page.waitForTimeout(250);
  }
  await button.click();
  // click, not check: for a registered school the form (and the radio) gives way to the notice at once.
  await page.getByRole('radio', { name }).click();
}

export async function fillContact(page: Page, number: number, first: string, last: string, email: string) {
  const contact = page.getByRole('group', { name: `Contactpersoon ${number}` });
  await contact.getByRole('textbox', { name: /Voornaam/ }).fill(first);
  await contact.getByRole('textbox', { name: /Achternaam/ }).fill(last);
  await contact.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await contact.getByRole('textbox', { name: /Telefoonnummer/ }).fill('0612345678');
  await contact.getByRole('combobox', { name: /Functie/ }).selectOption('Directeur');
  return contact;
}

/** The page the 307 answer names. */
export async function expectThankYou(page: Page) {
  await page.waitForURL(/\/formulier\/bedankt/, { timeout: 20_000 });
}

/** Sends the form (the browser tests' server has a short minimum fill time: no waiting). */
export async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** The open points under 'Nog niet compleet:' ('' when there are none). */
export async function openChecklist(page: Page): Promise<string> {
  const list = page.locator('[aria-live="polite"]', { hasText: 'Nog niet compleet:' });
  return (await list.count()) ? list.innerText() : '';
}

/** The personal link in a mail, as a path on the test server. */
export function personalLink(mail: string): string {
  const link = /https?:\/\/\S+\/formulier\/mijn-aanmelding\?token=[A-Za-z0-9_.-]+/.exec(mail)?.[0];
  if (!link) throw new Error('no personal link in the mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
