/**
 * Rendering one mail as the outbox worker does at send time: a school's confirmation of a
 * Doorstroomtoets registration, with the summary of what it sent and its calendar entry. The worker
 * renders on the event loop, so a slow render holds up every request while `send-links` runs.
 * Prints the first render (cold), the median and the p95 of its HTML (the compiled layout filled)
 * and of the whole mail (subject, text, HTML, calendar); fails when the HTML's p95 is over
 * MAIL_RENDER_P95_MS. `npm run bench:mail` (5 rounds of BENCH_RUNS renders, 1000 unless set).
 */
import { performance } from 'node:perf_hooks';
import { SITE } from '../src/data/site';
import { definitionOf } from '../src/domain/forms';
import { localize } from '../src/domain/locale';
import { MAIL_RENDER_P95_MS } from './budgets';
import { runBench } from './lib/run-bench';
import { renderMail } from '../server/mail/compose';
import { mailHtml, type MailContent } from '../server/mail/html';
import { MAIL_WORDS } from '../server/mail/mail-texts';
import { personalLinkBlock } from '../server/mail/registration-mails';
import { summaryRows } from '../src/domain/forms/summary';
import { asStoredValues, validValues } from '../test/support/server/payloads';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const ROUNDS = 5;
const TYPE = 'doorstroomtoets-registration-2026' as const;
const KENMERK = 'DT-2026-4821';
const LINK = 'https://www.amn.nl/formulier/mijn-aanmelding?token=Abc123_-Abc123_-Abc123.signature-of-the-link';

const values = asStoredValues({ type: TYPE, ...validValues(TYPE) });
const input = {
  template: 'confirmation' as const,
  locale: 'nl' as const,
  recipient: 'anna@school.example.nl',
  submission: {
    id: 'Abc123_-Abc123_-Abc123',
    type: TYPE,
    values,
    createdAt: '2026-11-24T10:00:00.000Z',
    kenmerk: KENMERK,
  },
  publicUrl: 'https://www.amn.nl',
  personalLink: LINK,
  helpdeskEmail: 'helpdesk@amn.nl',
  // Rendered on the day it was sent: what a mail says depends on the day.
  now: new Date('2026-11-24T10:00:00.000Z'),
};

/** The confirmation's content as renderMail makes it (main() checks that both give the same HTML). */
function confirmation(): MailContent {
  const words = MAIL_WORDS.nl;
  const definition = definitionOf(TYPE);
  return {
    locale: 'nl',
    heading: localize(definition.mail.subject, 'nl'),
    greeting: words.greeting('Anna'),
    paragraphs: [localize(definition.mail.opening, 'nl'), words.kenmerk(KENMERK), words.calendarNote(1)],
    link: personalLinkBlock(TYPE, LINK, 'nl'),
    summaryIntro: words.received,
    summary: summaryRows(values, definition.products, 'nl'),
    closing: [words.wrong(SITE.helpdeskEmail, words.phone), '', words.regards, SITE.name],
    contact: { email: SITE.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
}

type Timing = { first: number; median: number; p95: number; 'p95, worst round': number; 'p95 CPU': number };

const percentile = (sorted: readonly number[], share: number) => sorted[Math.ceil(sorted.length * share) - 1];

/**
 * The first (cold) call of `render`, then ROUNDS rounds of `runs` calls: the median and p95 of the
 * quietest round (lowest p95), the p95 of the noisiest, and the lowest p95 of the CPU time per
 * call (what the render costs itself, without the time other processes held the core), in ms.
 * Other work on the shared machine can only add to a round's times.
 */
export function timed(render: () => unknown, runs: number): Timing {
  const round = (ms: number) => Math.round(ms * 100) / 100;
  let began = performance.now();
  render();
  const first = performance.now() - began;
  const rounds = Array.from({ length: ROUNDS }, () => {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cpuBefore = process.cpuUsage();
      began = performance.now();
      render();
      times.push(performance.now() - began);
      const { user, system } = process.cpuUsage(cpuBefore);
      cpu.push((user + system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return { median: percentile(times, 0.5), p95: percentile(times, 0.95), cpu: percentile(cpu, 0.95) };
  }).sort((a, b) => a.p95 - b.p95);
  return {
    first: round(first),
    median: round(rounds[0].median),
    p95: round(rounds[0].p95),
    'p95, worst round': round(rounds[rounds.length - 1].p95),
    'p95 CPU': round(Math.min(...rounds.map((item) => item.cpu))),
  };
}

async function main(): Promise<number> {
  const content = confirmation();
  const html = timed(() => mailHtml(content), RUNS);
  const mail = timed(() => renderMail(input), RUNS);
  if (mailHtml(content) !== renderMail(input).html) throw new Error('the bench no longer renders what renderMail does');
  console.log(
    `${ROUNDS} rounds of ${RUNS} renders of a confirmation with its summary (${mailHtml(content).length} characters of HTML)`,
  );
  console.table({ 'HTML (ms)': html, 'whole mail (ms)': mail });
  if (html.p95 > MAIL_RENDER_P95_MS) {
    console.error(`the HTML's p95 ${html.p95} ms is over ${MAIL_RENDER_P95_MS} ms`);
    return 1;
  }
  return 0;
}

runBench(module, main);
