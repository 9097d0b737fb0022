import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../../../test/support/free-port';
import { launchBrowser, waitForHydration } from '../../../test/support/browser/harness';

/**
 * `npm run preview` as an editor runs it, in a copy of this working tree with what editors leave
 * in it: a Dutch draft post, a post dated tomorrow, a Romanian draft page and a Dutch FAQ changed
 * after its Romanian translation. One port serves both locales and the API, on 127.0.0.1.
 */
const ROOT = path.resolve(__dirname, '../../..');
// Two locales built from scratch on a busy two-core machine.
const START_TIMEOUT_MS = 900_000;
jest.setTimeout(START_TIMEOUT_MS + 120_000);

const DRAFT_POST = '/nieuws-en-achtergronden/2026/11/20/uitslagen-proeftoets';
const SCHEDULED_POST = '/nieuws-en-achtergronden/2026/11/27/inschrijving-voorjaarstrainingen';
const ROMANIAN_DRAFT = '/ro/noutati-pentru-scoli';

function post(title: string, extra = ''): string {
  return `---
title: ${title}
description: Een korte samenvatting van het bericht voor zoekmachines en de feeds.
keywords: [AMN, nieuws]
authors: [redactie]
category: over-amn
image: /img/news/iso-9001.svg
image_alt: Een keurmerk met een vinkje en een lint
${extra}---

${title}: de eerste alinea vat het bericht samen.

{/* truncate */}

## Meer weten

De rest van het bericht, met de details voor scholen.
`;
}

/** Tracked files plus new ones not yet committed, copied; node_modules linked as `npm install` made it. */
function copyProject(target: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0').filter((name) => name && fs.existsSync(path.join(ROOT, name)))) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

/** What editors left in their copy: drafts, a scheduled post, a Dutch FAQ edited after its translation. */
function editorsWork(project: string): void {
  const write = (file: string, content: string) => fs.writeFileSync(path.join(project, file), content);
  write('blog/2026-11-20-uitslagen-proeftoets.mdx', post('De uitslagen van de Proeftoets', 'draft: true\n'));
  write('blog/2026-11-27-inschrijving-voorjaarstrainingen.mdx', post('Inschrijving voorjaarstrainingen geopend'));
  write(
    'i18n/ro/pages/noutati-pentru-scoli.mdx',
    `---
title: Noutăți pentru școli
description: Ce pregătim pentru școlile din România în anul școlar următor.
keywords: [AMN, noutăți]
image: /img/ro/asistenta.svg
draft: true
---

Pregătim noi sesiuni de testare pentru școlile din România.
`,
  );
  const faq = path.join(project, 'docs/help/veelgestelde-vragen.mdx');
  fs.writeFileSync(
    faq,
    fs.readFileSync(faq, 'utf8').replace('<Intro>', '<Intro>\n  Nieuw: de helpdesk is nu ook op zaterdag bereikbaar.'),
  );
}

let preview: ChildProcess;
let origin: string;
let outside: string;
let output = '';
let browser: Browser;
let page: Page;

async function waitForAddress(): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('Preview (nl and ro')) {
    if (preview.exitCode !== null)
      throw new Error(`npm run preview exited (${preview.exitCode}):\n${output.slice(-4000)}`);
    if (Date.now() > deadline)
      throw new Error(`no address within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

beforeAll(async () => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-preview-'));
  const project = path.join(outside, 'site');
  copyProject(project);
  editorsWork(project);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  preview = spawn('npm', ['run', 'preview', '--', '--port', String(port)], {
    cwd: project,
    env: {
      ...process.env,
      BUILD_DAY: '2026-11-26',
      DATA_DIR: path.join(outside, 'data'),
      DATABASE_URL: '',
      SCHOOLS_FILE: '',
      PUBLIC_URL: '',
    },
    // Its own process group, so the server stops with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-40_000));
  preview.stdout?.on('data', keep);
  preview.stderr?.on('data', keep);
  await waitForAddress();
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'nl-NL' });
});

afterAll(async () => {
  await browser?.close();
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    const deadline = Date.now() + 30_000;
    while (preview.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(outside, { recursive: true, force: true });
});

const banner = (name: string | RegExp) => page.getByRole('note').filter({ hasText: name });
/** What the page tells search engines (every robots meta tag). */
const robots = () =>
  page.$$eval('meta[name="robots"]', (tags) => tags.map((tag) => tag.getAttribute('content')).join(', '));

it('prints its address on 127.0.0.1, where both locales and the API answer', async () => {
  expect(output).toContain(`Preview (nl and ro, with drafts and scheduled posts): ${origin}/ and ${origin}/ro/`);
  await page.goto(`${origin}/`);
  expect(await page.locator('html').getAttribute('lang')).toBe('nl-NL');
  await page.goto(`${origin}/ro/`);
  expect(await page.locator('html').getAttribute('lang')).toBe('ro-RO');
  const csrf = await fetch(`${origin}/api/csrf`);
  expect(csrf.status).toBe(200);
  expect(((await csrf.json()) as { token: string }).token).toEqual(expect.any(String));
});

it('shows a Dutch draft post with the Concept banner, unlisted', async () => {
  await page.goto(`${origin}${DRAFT_POST}`);
  await waitForHydration(page);
  await banner(/^Concept/).waitFor();
  expect(await robots()).toContain('noindex');
  await page.goto(`${origin}/nieuws-en-achtergronden`);
  expect(await page.getByText('De uitslagen van de Proeftoets').count()).toBe(0);
});

it('shows a Romanian draft page under /ro/ with the Concept banner', async () => {
  await page.goto(`${origin}${ROMANIAN_DRAFT}`);
  await waitForHydration(page);
  await banner(/^Concept/).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Noutăți pentru școli');
});

it('shows a post dated tomorrow as planned for its day, out of the news list and the feed', async () => {
  await page.goto(`${origin}${SCHEDULED_POST}`);
  await banner('Gepland voor 27 november 2026').waitFor();
  expect(await robots()).toContain('noindex');
  await page.goto(`${origin}/nieuws-en-achtergronden`);
  expect(await page.getByText('Inschrijving voorjaarstrainingen geopend').count()).toBe(0);
  expect(await (await fetch(`${origin}/nieuws-en-achtergronden/rss.xml`)).text()).not.toContain(SCHEDULED_POST);
});

it('tells the editor of the Romanian FAQ that its Dutch source changed', async () => {
  await page.goto(`${origin}/ro/asistenta/intrebari-frecvente`);
  const notice = banner(/^Vertaling verouderd/);
  await notice.waitFor();
  expect(await notice.textContent()).toContain('docs/help/veelgestelde-vragen.mdx');
  expect(await notice.textContent()).toContain(
    'npm run translations -- --mark i18n/ro/pages/asistenta/intrebari-frecvente.mdx',
  );
});
