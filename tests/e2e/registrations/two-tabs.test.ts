/**
 * Two tabs on one registration's page: the change saved in the second tab after the first had
 * loaded wins; the first tab's save is refused with the server's 409 text and keeps what was typed.
 */
import crypto from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { school, validValues } from '../../../test/support/server/payloads';
import { baseUrl, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import { address, mailTo, personalLink } from '../../../test/support/browser/registrations';

const FINAL = 'doorstroomtoets-registration-2027';
const MEANWHILE = 'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { consent: true });
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A registration sent as the form sends it (a school of its own); returns its contact's address. */
async function register(): Promise<string> {
  const email = address('tabs');
  const values = validValues(FINAL) as { contacts: Record<string, unknown>[] };
  const xsrf = crypto.randomBytes(32).toString('base64url');
  const response = await fetch(`${baseUrl()}/api/process-form`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl(),
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({
      type: FINAL,
      ...values,
      // A school no other test registers (a BRIN no index knows), so its place is free.
      school: school({
        naam: 'Basisschool De Twee Tabbladen',
        instellingscode: `Z${crypto.randomBytes(2).toString('hex').slice(0, 3).toUpperCase()}`,
      }),
      contacts: [{ ...values.contacts[0], email }],
      website: '',
      form_started_at: serverNow() - 60_000,
    }),
  });
  expect(response.status).toBe(307);
  return email;
}

it("refuses the first tab's save after the second tab changed the registration, keeping its values", async () => {
  const email = await register();
  const link = personalLink(await mailTo(email, 20_000, 'Bevestiging van uw aanmelding'));
  const count = (page: Awaited<ReturnType<BrowserContext['newPage']>>) =>
    page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });

  const first = await context.newPage();
  await first.goto(link);
  await count(first).waitFor();

  const second = await context.newPage();
  await second.goto(link);
  await count(second).fill('30');
  await second.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await second.getByText('Uw wijzigingen zijn opgeslagen.', { exact: false }).waitFor();

  await count(first).fill('31');
  await first.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await first.getByRole('alert').filter({ hasText: MEANWHILE }).waitFor();
  expect(await count(first).inputValue()).toBe('31');

  // Loaded again, the page shows the second tab's change.
  await first.reload();
  await first.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 30').waitFor();
});
