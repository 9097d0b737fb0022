/**
 * The caps count mailboxes, not addresses; no client fills the global cap alone; a person's own
 * confirmation counts like any other (the first contact is whoever was typed there), and what a
 * cap held is released by itself once the window allows, what waits for a proof only by a click.
 */
import { Writable } from 'node:stream';
import { mailboxOf } from '../../../src/domain/values';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { OutboxWorker } from '../outbox-worker';
import { markProven } from '../proof';

const MAILBOX = 'victim@example.org';
const logs = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
};

/** The outbox rows to one mailbox, whatever address reached it. */
async function toMailbox(t: TestApp, mailbox: string) {
  const rows = await t.storage.db
    .selectFrom('outbox')
    .select(['recipient', 'template', 'held_reason', 'created_at', 'id'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.filter((row) => mailboxOf(row.recipient) === mailbox);
}

const contactForm = (email: string) => ({ type: 'contact-form', ...validValues('contact-form'), email });

describe('mailboxOf', () => {
  it('drops a +tag, and at Gmail the dots; googlemail is gmail', () => {
    expect(mailboxOf(' Victim+0@Example.org ')).toBe('victim@example.org');
    expect(mailboxOf('v.i.c.t.i.m+x@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('vic.tim@example.org')).toBe('vic.tim@example.org');
  });
});

describeEachEngine('caps by mailbox', (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('leaves at most ten mails in one mailbox from twelve clients writing to its +tag variants', async () => {
    t = await startTestApp(engine);
    for (let index = 0; index < 12; index += 1) {
      const answer = await t.post('/api/process-form', contactForm(`victim+${index}@example.org`), {
        from: `198.51.100.${index + 1}`,
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = await toMailbox(t, MAILBOX);
    // The ten that go are neutral proof mails (the confirmations wait for a click); the caps count them.
    expect(rows.filter((row) => row.held_reason === null)).toHaveLength(10);
    expect(rows.filter((row) => row.held_reason === 'recipient-hour')).toHaveLength(2);
  });

  it("counts Gmail's dotted and googlemail variants as one mailbox", async () => {
    t = await startTestApp(engine);
    for (let index = 0; index < 12; index += 1) {
      const local = 'victim'.split('').join(index % 2 ? '.' : '');
      const domain = index % 3 ? 'gmail.com' : 'googlemail.com';
      await t.post('/api/process-form', contactForm(`${local}+${index}@${domain}`), {
        from: `198.51.100.${index + 1}`,
      });
    }
    const rows = await toMailbox(t, 'victim@gmail.com');
    expect(rows.filter((row) => row.held_reason === null)).toHaveLength(10);
  });

  it('queues one confirmation, and one proof mail, for a mailbox that twenty contacts of a pre-registration point to', async () => {
    t = await startTestApp(engine);
    const values = validValues('doorstroomtoets-pre-registration');
    const [first] = values.contacts as Record<string, unknown>[];
    const contacts = Array.from({ length: 20 }, (_, index) => ({ ...first, email: `victim+${index}@example.org` }));
    const answer = await t.post('/api/process-form', { type: 'doorstroomtoets-pre-registration', ...values, contacts });
    expect(answer.statusCode).toBe(307);
    const rows = await toMailbox(t, MAILBOX);
    // Nobody proved the mailbox: its one confirmation waits for the click, and one neutral mail asks for it.
    expect(rows.map((row) => [row.template, row.held_reason]).sort()).toEqual([
      ['confirmation', 'unproven'],
      ['mailbox-proof', null],
    ]);
  });

  it("holds a school's own confirmation too once strangers' forms filled its address's cap, and sends it when the hour allows", async () => {
    t = await startTestApp(engine);
    const address = 'directeur@obs-target.example.nl';
    // The school proved its address before: here the caps decide, not the proof.
    await markProven(t.storage.db, address, new Date(t.now()).toISOString());
    for (let index = 0; index < 10; index += 1) {
      await t.post('/api/process-form', contactForm(address), { from: `203.0.113.${index + 1}` });
    }
    // The cap holds the strangers' next one.
    await t.post('/api/process-form', contactForm(address), { from: '203.0.113.99' });
    const values = validValues('doorstroomtoets-pre-registration');
    const [first] = values.contacts as Record<string, unknown>[];
    const own = await t.post(
      '/api/process-form',
      { type: 'doorstroomtoets-pre-registration', ...values, contacts: [{ ...first, email: address }] },
      { from: '192.0.2.10' },
    );
    expect(own.statusCode).toBe(307);
    // The first contact is whoever was typed there, so their confirmation is no longer outside the
    // caps: it is held like the strangers' next one, and the thank-you page says it follows.
    expect(own.body).toContain('bevestiging=later');
    const rows = await toMailbox(t, address);
    expect(rows.filter((row) => row.held_reason).map((row) => row.held_reason)).toEqual([
      'recipient-hour',
      'recipient-hour',
    ]);
    // The worker sends the ten at its next pass; an hour on, its sweep releases the two held and it sends them.
    const later = t.now() + 61 * 60_000;
    const sent: string[] = [];
    const worker = new OutboxWorker(
      t.storage.db,
      { send: async (mail) => void sent.push(mail.to), close: () => undefined },
      {
        clock: Date.now,
        from: 'noreply@amn.nl',
        retryBaseMs: 1000,
        maxAttempts: 3,
        batchSize: 500,
        signingKey: t.app.signingKey,
        write: t.storage.write,
        caps: { ...t.config.mailCaps, helpdeskEmail: t.config.helpdeskEmail },
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      },
    );
    while ((await worker.runOnce(() => new Date(t.now() + 1000))) > 0);
    expect(sent.filter((to) => to === address)).toHaveLength(10);
    expect(await worker.releaseHeld(new Date(later))).toBe(2);
    while ((await worker.runOnce(() => new Date(later))) > 0);
    expect(sent.filter((to) => to === address)).toHaveLength(12);
  });
});

describeEachEngine('the global cap and one client', (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("holds one client's mails past its share, not another's, and logs the client by a hash", async () => {
    const { lines, stream } = logs();
    t = await startTestApp(
      engine,
      { mailCaps: { perHour: 10, perDay: 60, globalPerHour: 20, clientPerHour: 4 } },
      { logger: { level: 'warn', stream } },
    );
    // Two mails a form count (the neutral mail asking the unproven address for its proof, and the
    // helpdesk's notice; the confirmation waits for the click): the third form is past the share.
    for (let index = 0; index < 3; index += 1) {
      await t.post('/api/process-form', contactForm(`p${index}@example.nl`), { from: '198.51.100.7' });
    }
    await t.post('/api/process-form', contactForm('other@example.nl'), { from: '198.51.100.8' });
    const rows = await t.storage.db.selectFrom('outbox').select(['recipient', 'template', 'held_reason']).execute();
    expect(
      rows
        .filter((row) => row.held_reason === 'client-hour')
        .map((row) => row.template)
        .sort(),
    ).toEqual(['helpdesk-notice', 'mailbox-proof']);
    const other = rows.filter((row) => row.recipient === 'other@example.nl');
    expect(other.map((row) => [row.template, row.held_reason]).sort()).toEqual([
      ['confirmation', 'unproven'],
      ['mailbox-proof', null],
    ]);
    const share = lines.filter((line) => /share of the global mail cap/.test(String(line.msg)));
    expect(share).toHaveLength(1);
    expect(share[0].client).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(lines)).not.toMatch(/198\.51\.100|example\.nl/);
  });

  it('releases what the global cap held by itself, oldest first, when the hour allows', async () => {
    let clock = Date.parse('2025-10-15T09:00:00Z');
    const { lines, stream } = logs();
    t = await startTestApp(
      engine,
      { mailCaps: { perHour: 10, perDay: 60, globalPerHour: 4, clientPerHour: 100 } },
      { now: () => clock, logger: { level: 'error', stream } },
    );
    for (let index = 0; index < 5; index += 1) {
      await t.post('/api/process-form', contactForm(`p${index}@example.nl`), { from: `198.51.100.${index + 1}` });
    }
    // Each form counts its neutral proof mail and the helpdesk's notice: four go, six are held.
    const held = await t.storage.db
      .selectFrom('outbox')
      .select(['id'])
      .where('held_reason', '=', 'global-hour')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(held).toHaveLength(6);
    // The five confirmations wait for their addresses' proof: a click releases them, never the clock.
    const waiting = await t.storage.db
      .selectFrom('outbox')
      .select(['id'])
      .where('held_reason', '=', 'unproven')
      .execute();
    expect(waiting).toHaveLength(5);
    const alert = lines.find((line) => /global mail cap/.test(String(line.msg)));
    expect(alert?.client).toMatch(/^[\w-]{16}$/);
    const worker = new OutboxWorker(
      t.storage.db,
      { send: async () => undefined, close: () => undefined },
      {
        from: 'noreply@amn.nl',
        retryBaseMs: 1000,
        maxAttempts: 3,
        clock: () => clock,
        write: t.storage.write,
        caps: { ...t.config.mailCaps, helpdeskEmail: t.config.helpdeskEmail },
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      },
    );
    // Within the hour nothing is released; after it, the four oldest go (the cap's next hour), the newest two wait.
    expect(await worker.releaseHeld(new Date(clock + 30 * 60_000))).toBe(0);
    clock += 61 * 60_000;
    expect(await worker.releaseHeld(new Date(clock))).toBe(4);
    const still = await t.storage.db.selectFrom('outbox').select('id').where('held_at', 'is not', null).execute();
    expect(still.map((row) => row.id).sort()).toEqual([...held.slice(4), ...waiting].map((row) => row.id).sort());
  });
});
