import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { SchoolIndex } from '../../schools';
import type { Storage } from '../../storage/database';
import { runDataCommand } from '../../cli/data-command';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { listAudit } from '../../audit/audit';
import { sweep } from '../../privacy/retention';
import { successAnswer } from '../../answers/answers';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import {
  ADMIN_TOKEN,
  asPerson,
  ORIGIN,
  startTestApp,
  XSRF_TOKEN,
  type TestApp,
} from '../../../test/support/server/test-app';
import { OutboxWorker } from '../outbox-worker';
import { markProven } from '../proof';
import type { OutgoingMail } from '../transport';

const VICTIM = 'victim@example.nl';
const MESSAGE = 'URGENT: uw AMN-account wordt geblokkeerd. Bevestig uw gegevens via https://phish.example/login';
const HELPDESK = 'helpdesk@amn.example.nl';

/** Sends what is due and returns the mails as the mail server got them. */
async function sendDue(t: TestApp): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const worker = new OutboxWorker(
    t.storage.db,
    { send: async (mail) => void sent.push(mail), close: () => undefined },
    {
      clock: Date.now,
      from: 'noreply@amn.nl',
      retryBaseMs: 1000,
      maxAttempts: 3,
      batchSize: 500,
      signingKey: t.app.signingKey,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    },
  );
  while ((await worker.runOnce(() => new Date(t.now() + 1000))) > 0);
  return sent;
}

const outboxTo = (t: TestApp, recipient: string) =>
  t.storage.db
    .selectFrom('outbox')
    .select(['id', 'template', 'held_at', 'held_reason', 'sent_at', 'attempts', 'lease_token'])
    .where('recipient', '=', recipient)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describeEachEngine('the outbox caps the mails to one address', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The API's own rate limits on, as in production: the caps work behind them.
    t = await startTestApp(engine, { rateLimitScale: 1 });
  });
  afterAll(async () => t.close());

  const cli = (...args: string[]) =>
    runDataCommand(t.storage.db, args, new Date(t.now()), { actor: 'cli:tester', engine });

  it('sends at most 10 of 50 contact forms naming one address from 50 clients, holds the rest, answers all alike', async () => {
    const expected = successAnswer('contact-form', 'nl', 'proof');
    for (let i = 0; i < 50; i += 1) {
      const response = await t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form'), email: VICTIM, message: MESSAGE },
        { from: `10.20.${i}.7` },
      );
      expect([response.statusCode, response.body]).toEqual([expected.status, expected.text]);
    }
    // Nobody proved the address: each form's confirmation waits for a click, and each asks for it
    // with one neutral mail, which the caps count like any other.
    const queued = await outboxTo(t, VICTIM);
    expect(queued).toHaveLength(100);
    expect(
      queued.filter((mail) => mail.template === 'confirmation').every((mail) => mail.held_reason === 'unproven'),
    ).toBe(true);
    const proofs = queued.filter((mail) => mail.template === 'mailbox-proof');
    expect(proofs).toHaveLength(50);
    expect(queued.filter((mail) => mail.held_at === null)).toEqual(proofs.filter((mail) => mail.held_at === null));
    expect(proofs.filter((mail) => mail.held_at === null)).toHaveLength(10);
    expect(new Set(proofs.filter((mail) => mail.held_at).map((mail) => mail.held_reason))).toEqual(
      new Set(['recipient-hour']),
    );

    const sent = await sendDue(t);
    expect(sent.filter((mail) => mail.to === VICTIM)).toHaveLength(10);
    // The helpdesk's notices are outside the caps: every one sent, each with the message whole.
    const notices = sent.filter((mail) => mail.to === HELPDESK);
    expect(notices).toHaveLength(50);
    expect(notices.every((mail) => mail.text.includes(MESSAGE))).toBe(true);
    // The confirmation to the typed address holds no word of the message.
    for (const mail of sent.filter((each) => each.to === VICTIM)) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/URGENT|phish\.example|geblokkeerd/);
    }
  });

  it('never claims a held mail: it stays unsent, untried, without a lease', async () => {
    expect(await sendDue(t)).toEqual([]);
    const held = (await outboxTo(t, VICTIM)).filter((mail) => mail.held_at !== null);
    expect(held).toHaveLength(90);
    expect(held.every((mail) => mail.sent_at === null && Number(mail.attempts) === 0 && !mail.lease_token)).toBe(true);
  });

  it('lists held mails, releases one past the caps and drops another, each in the audit trail as cli:<user>', async () => {
    // The mails waiting for a proof are the person's to release by a click, not the operator's.
    const held = (await outboxTo(t, VICTIM)).filter((mail) => mail.held_reason === 'recipient-hour');
    const listing = await cli('held');
    expect(listing.split('\n')).toHaveLength(40);
    expect(listing).toContain(`${held[0].id}\t`);
    expect(listing).toContain('recipient-hour');

    expect(await cli('release', held[0].id, 'no-such-mail')).toMatch(/Released.*1 mail.*\nNot held.*no-such-mail/s);
    const released = await sendDue(t);
    expect(released.map((mail) => [mail.to, mail.id])).toEqual([[VICTIM, held[0].id]]);

    expect(await cli('drop', held[1].id)).toMatch(/Dropped: 1 mail/);
    const gone = await t.storage.db.selectFrom('outbox').select('id').where('id', '=', held[1].id).execute();
    expect(gone).toEqual([]);
    // A mail that is not held is neither released nor dropped.
    const notice = (await outboxTo(t, HELPDESK))[0];
    expect(await cli('drop', notice.id)).toMatch(/Dropped: 0 mail/);
    expect(await outboxTo(t, HELPDESK)).toHaveLength(50);

    const trail = (await listAudit(t.storage.db)).filter((row) => row.actor === 'cli:tester');
    expect(trail.map((row) => [row.action, row.detail])).toEqual(
      expect.arrayContaining([
        ['data-held', '40 held mail(s) listed'],
        ['data-release', held[0].id],
        ['data-drop', held[1].id],
        ['data-drop', '-'],
      ]),
    );
    expect((await cli('held')).split('\n')).toHaveLength(38);
  });

  it('deletes held mails after 30 days in the retention sweep, and counts them', async () => {
    const inAMonth = new Date(t.now() + 31 * 24 * 60 * 60 * 1000);
    const counts = await sweep(t.storage.db, inAMonth, null);
    // The 38 the caps still hold and the 50 confirmations nobody confirmed the address for.
    expect(counts.heldMails).toBe(88);
    expect((await outboxTo(t, VICTIM)).filter((mail) => mail.held_at !== null)).toEqual([]);
    // What was sent stays (no RETENTION set).
    expect((await outboxTo(t, VICTIM)).filter((mail) => mail.sent_at !== null)).toHaveLength(11);
  });
});

describeEachEngine('a mail a person asks for with their own link', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('is sent past the caps of their address; the other contacts are capped as usual', async () => {
    // Both contacts once confirmed their addresses: here the caps, not the proof, decide.
    for (const address of ['anna@school.example.nl', 'bram@school.example.nl']) {
      await markProven(t.storage.db, address, new Date(t.now()).toISOString());
    }
    const PRE = 'doorstroomtoets-pre-registration-2026';
    const values = validValues(PRE);
    expect((await t.post('/api/process-form', { type: PRE, ...values })).statusCode).toBe(307);
    const { id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();
    // Both contacts reach their hour's cap through contact forms naming them.
    for (const address of ['anna@school.example.nl', 'bram@school.example.nl']) {
      for (let i = 0; i < 10; i += 1) {
        await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form'), email: address });
      }
    }
    const link = await findContactLink(t.storage.db, id, 'anna@school.example.nl');
    const token = personalToken(t.app.signingKey, link!);
    const shown = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    const changed = structuredClone(values) as { contacts: { work_number: string }[] };
    changed.contacts[0].work_number = '024 765 43 21';
    const response = await t.post('/api/registration/change', { ...changed, token, version: shown.version });
    expect(response.statusCode).toBe(200);
    const mails = await t.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'held_reason'])
      .where('submission_id', '=', id)
      .where('template', 'in', ['registration-changed', 'helpdesk-changed'])
      .orderBy('recipient')
      .execute();
    expect(mails).toEqual([
      { recipient: 'anna@school.example.nl', held_reason: null },
      { recipient: 'bram@school.example.nl', held_reason: 'recipient-hour' },
      { recipient: HELPDESK, held_reason: null },
    ]);
  });
});

describeEachEngine('the global cap', (engine) => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await startTestApp(
      engine,
      { mailCaps: { perHour: 10, perDay: 60, globalPerHour: 6, clientPerHour: 100 } },
      { logger: { level: 'error', stream } },
    );
  });
  afterAll(async () => t.close());

  it('holds every mail above it, the helpdesk too, and logs at error once an hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.post('/api/process-form', {
        type: 'contact-form',
        ...validValues('contact-form'),
        email: `person${i}@example.nl`,
      });
      expect(response.statusCode).toBe(200);
    }
    const rows = await t.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'held_reason'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // Five confirmations wait for their address's proof; the five proof mails and five notices count.
    expect(rows).toHaveLength(15);
    expect(rows.filter((row) => row.held_reason === 'unproven')).toHaveLength(5);
    expect(rows.filter((row) => row.held_reason === null)).toHaveLength(6);
    expect(rows.filter((row) => row.held_reason === 'global-hour')).toHaveLength(4);
    expect(rows.some((row) => row.recipient === HELPDESK && row.held_reason === 'global-hour')).toBe(true);
    const alerts = lines.filter((line) => line.level === 50 && /global mail cap/.test(line.msg));
    expect(alerts).toHaveLength(1);
  });
});

describeEachEngine('two nodes on one store', (engine) => {
  const database = createTestDatabase(engine);
  const storages: Storage[] = [];
  const apps: FastifyInstance[] = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-caps-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN, HELPDESK_EMAIL: HELPDESK }),
      buildDir: path.join(dataDir, 'no-build'),
      rateLimitScale: 0,
    };
    for (let node = 0; node < 2; node += 1) {
      const storage = await database.open();
      storages.push(storage);
      const app = await buildApp(config, { storage, schools: SchoolIndex.empty(), awaitPrecompression: true });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const storage of storages) await storage.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('count one cap per address: 30 forms sent at once to both nodes queue exactly 10 mails to it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        apps[i % 2].inject({
          method: 'POST',
          url: '/api/process-form',
          remoteAddress: `10.30.${i}.1`,
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
            [XSRF.header.toLowerCase()]: XSRF_TOKEN,
          },
          payload: JSON.stringify(
            asPerson({ type: 'contact-form', ...validValues('contact-form'), email: VICTIM }, Date.now()),
          ),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const rows = await storages[0].db
      .selectFrom('outbox')
      .select(['held_reason'])
      .where('recipient', '=', VICTIM)
      .execute();
    // Thirty confirmations waiting for the address's proof, thirty neutral mails asking for it: ten sent.
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => row.held_reason === null)).toHaveLength(10);
  });
});
