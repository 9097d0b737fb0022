import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { SmtpPeer } from '../../../test/support/smtp-peer';
import { validValues } from '../../../test/support/server/payloads';
import type { Storage } from '../../storage/database';
import { markProven } from '../proof';
import { newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';
import { OutboxWorker, retryDelay, retryFailedMail, scrubAddresses, type WorkerLogger } from '../outbox-worker';
import type { MailTransport } from '../transport';
import { fileTransport, smtpTransport } from '../transport';

const silent: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function submitWithMails(storage: Storage, recipients: string[]): Promise<string> {
  const id = newId();
  // The recipients confirmed their addresses before: these tests are about sending, not the proof.
  for (const recipient of recipients) await markProven(storage.db, recipient, new Date().toISOString());
  await storeWithMails(storage, {
    at: new Date(),
    id,
    type: 'contact-form',
    // A contact form as the intake stores it: the worker renders the mail from what its schema reads.
    values: { ...validValues('contact-form'), email: recipients[0] },
    idempotencyKey: null,
    registration: null,
    registrationId: null,
    emails: recipients,
    mails: recipients.map((recipient) => ({ recipient, template: 'confirmation' as const, locale: 'nl' as const })),
  });
  return id;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('retry policy', () => {
  it('doubles from the base, caps at an hour, adds at most 10% jitter', () => {
    expect(retryDelay(1, 1000, () => 0)).toBe(1000);
    expect(retryDelay(2, 1000, () => 0)).toBe(2000);
    expect(retryDelay(5, 1000, () => 0)).toBe(16_000);
    expect(retryDelay(40, 1000, () => 0)).toBe(3_600_000);
    expect(retryDelay(1, 1000, () => 0.999)).toBeLessThanOrEqual(1100);
  });

  it('keeps addresses out of stored errors', () => {
    expect(scrubAddresses('550 5.1.1 <anna@school.nl>: Recipient address rejected')).toBe(
      '550 5.1.1 <[adres]>: Recipient address rejected',
    );
  });
});

describeEachEngine('outbox worker over SMTP', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const smtp = new SmtpPeer();

  beforeAll(async () => {
    storage = await database.open();
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await storage.close();
    await database.dispose();
  });

  it('sends due mails over SMTP and marks them sent', async () => {
    const id = await submitWithMails(storage, ['anna@school.nl', 'bram@school.nl']);
    const worker = new OutboxWorker(storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
    });
    expect(await worker.runOnce()).toBe(2);
    const mine = smtp.received.filter((mail) => /anna@school\.nl|bram@school\.nl/.test(mail.to.join()));
    expect(mine.map((mail) => mail.to[0]).sort()).toEqual(['anna@school.nl', 'bram@school.nl']);
    expect(mine[0].from).toBe('noreply@amn.nl');
    expect(mine[0].raw).toMatch(/^Subject: We hebben uw bericht ontvangen/m);
    expect(mine[0].raw).toMatch(/^Message-ID: <outbox-[\w-]+@amn\.nl>/m);
    const rows = await storage.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).execute();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    expect(await worker.runOnce()).toBe(0);
  });

  it('still sends a mail queued before templates with the subject and body it was stored with', async () => {
    const now = new Date().toISOString();
    await storage.db
      .insertInto('outbox')
      .values({
        id: newId(),
        submission_id: null,
        recipient: 'oud@school.nl',
        subject: 'Bevestiging van vroeger',
        body: 'Beste Oud,\nDit hebben we van je ontvangen.',
        template: null,
        locale: null,
        created_at: now,
        attempts: 0,
        next_attempt_at: now,
        sent_at: null,
        failed_at: null,
        last_error: null,
      })
      .execute();
    const worker = new OutboxWorker(storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
    });
    await worker.runOnce();
    const [old] = smtp.received.filter((mail) => mail.to.includes('oud@school.nl'));
    expect(old.raw).toMatch(/^Subject: Bevestiging van vroeger/m);
    expect(old.raw).toContain('Beste Oud,');
    expect(old.raw).not.toMatch(/text\/html/);
  });

  it('survives an SMTP outage: the mail waits, backs off, and goes out exactly once when SMTP returns', async () => {
    await smtp.stop();
    const id = await submitWithMails(storage, ['outage@school.nl']);
    const worker = new OutboxWorker(storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 60,
      maxAttempts: 50,
      pollMs: 25,
      logger: silent,
    });
    worker.start();
    const row = () =>
      storage.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).executeTakeFirstOrThrow();
    await waitFor(async () => (await row()).attempts >= 2);
    const failed = await row();
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.last_error).not.toMatch(/outage@school\.nl/);

    await smtp.start();
    await waitFor(async () => (await row()).sent_at !== null);
    await worker.stop();
    // One more pass finds nothing left to send: the mail is not sent again.
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.filter((mail) => mail.to.includes('outage@school.nl'))).toHaveLength(1);
  });

  it('gives a mail up after the maximum number of attempts', async () => {
    await smtp.stop();
    const id = await submitWithMails(storage, ['never@school.nl']);
    const worker = new OutboxWorker(storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'noreply@amn.nl',
      retryBaseMs: 10,
      maxAttempts: 2,
      logger: silent,
    });
    let clock = Date.now();
    await worker.runOnce(() => new Date(clock));
    clock += 60_000;
    await worker.runOnce(() => new Date(clock));
    const row = await storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.failed_at).not.toBeNull();
    clock += 60_000;
    expect(await worker.runOnce(() => new Date(clock))).toBe(0);
    await smtp.start();

    // Staff retry it: it is sent at the next pass, its history kept until then.
    expect(await retryFailedMail(storage.db, row.id, new Date(clock))).toBe(true);
    expect(await retryFailedMail(storage.db, row.id, new Date(clock))).toBe(false);
    expect(await worker.runOnce(() => new Date(clock))).toBe(1);
    const retried = await storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(retried).toMatchObject({ attempts: 3, failed_at: null, last_error: null });
    expect(retried.sent_at).not.toBeNull();
    expect(smtp.received.filter((mail) => mail.to.includes('never@school.nl'))).toHaveLength(1);
    expect(await retryFailedMail(storage.db, row.id, new Date())).toBe(false);
  });

  it('marks each mail sent as soon as the mail server took it, before the next one goes', async () => {
    const id = await submitWithMails(storage, ['m1@school.nl', 'm2@school.nl', 'm3@school.nl']);
    const sentAtSecond: (string | null)[] = [];
    const transport: MailTransport = {
      async send(mail) {
        if (mail.to === 'm2@school.nl') {
          const rows = await storage.db
            .selectFrom('outbox')
            .select(['recipient', 'sent_at'])
            .where('submission_id', '=', id)
            .execute();
          sentAtSecond.push(...rows.filter((row) => row.recipient === 'm1@school.nl').map((row) => row.sent_at));
          throw new Error('the node dies here');
        }
      },
      close: async () => undefined,
    };
    const worker = new OutboxWorker(storage.db, transport, {
      clock: Date.now,
      from: 'noreply@amn.nl',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
      write: storage.write,
    });
    expect(await worker.runOnce()).toBe(3);
    expect(sentAtSecond).toHaveLength(1);
    expect(sentAtSecond[0]).not.toBeNull();
    const rows = await storage.db
      .selectFrom('outbox')
      .select(['recipient', 'sent_at', 'attempts'])
      .where('submission_id', '=', id)
      .orderBy('recipient')
      .execute();
    expect(rows.map((row) => [row.recipient, row.sent_at !== null])).toEqual([
      ['m1@school.nl', true],
      ['m2@school.nl', false],
      ['m3@school.nl', true],
    ]);
  });

  it('claims one mail at a time with a lease: a mail a dead node held is sent again once its lease ran out', async () => {
    const id = await submitWithMails(storage, ['lease@school.nl']);
    const clock = Date.now();
    const dead = new OutboxWorker(
      storage.db,
      { send: () => new Promise(() => undefined), close: async () => undefined },
      { clock: Date.now, from: 'noreply@amn.nl', retryBaseMs: 1000, maxAttempts: 3, logger: silent, leaseMs: 60_000 },
    );
    // The dead node claimed the mail and never finished sending it.
    void dead.runOnce(() => new Date(clock));
    const live = new OutboxWorker(storage.db, smtpTransport(smtp.url), {
      clock: Date.now,
      from: 'noreply@amn.nl',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
    });
    const claimed = async () =>
      (
        await storage.db
          .selectFrom('outbox')
          .select('next_attempt_at')
          .where('submission_id', '=', id)
          .executeTakeFirstOrThrow()
      ).next_attempt_at;
    await waitFor(async () => (await claimed()) > new Date(clock).toISOString());
    const leaseMails = () => smtp.received.filter((mail) => mail.to.includes('lease@school.nl'));
    await live.runOnce(() => new Date(clock + 59_000));
    expect(leaseMails()).toHaveLength(0);
    await live.runOnce(() => new Date(clock + 61_000));
    expect(leaseMails()).toHaveLength(1);
  });

  it('never sends a mail twice when two workers run at once', async () => {
    const id = await submitWithMails(storage, ['w1@school.nl', 'w2@school.nl', 'w3@school.nl']);
    const make = () =>
      new OutboxWorker(storage.db, smtpTransport(smtp.url), {
        clock: Date.now,
        from: 'noreply@amn.nl',
        retryBaseMs: 1000,
        maxAttempts: 3,
        logger: silent,
      });
    const [a, b] = await Promise.all([make().runOnce(), make().runOnce()]);
    expect(a + b).toBe(3);
    for (const address of ['w1@school.nl', 'w2@school.nl', 'w3@school.nl']) {
      expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    }
    const rows = await storage.db.selectFrom('outbox').select('sent_at').where('submission_id', '=', id).execute();
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });
});

describeEachEngine('outbox worker without SMTP', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-mail-'));

  beforeAll(async () => {
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each mail as one .eml file under the mail folder', async () => {
    await submitWithMails(storage, ['file@school.nl']);
    const worker = new OutboxWorker(storage.db, fileTransport(path.join(dir, 'mail')), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
    });
    expect(await worker.runOnce()).toBe(1);
    const files = fs.readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^To: file@school\.nl\r$/m);
    expect(eml).toMatch(/^Subject: We hebben uw bericht ontvangen\r$/m);
    expect(eml).toContain('Bedankt voor uw bericht.');
  });
});

describeEachEngine('an outbox node that lost its lease', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;

  beforeAll(async () => {
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  const options = {
    clock: Date.now,
    from: 'noreply@amn.nl',
    retryBaseMs: 1000,
    maxAttempts: 3,
    logger: silent,
    leaseMs: 60_000,
  };
  const rowOf = (id: string) =>
    storage.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts', 'last_error', 'next_attempt_at'])
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();

  /** A node whose send takes longer than its lease: meanwhile the other node claims and sends the mail. */
  function slowNode(other: OutboxWorker, outcome: 'sent' | 'failed', start: number) {
    return new OutboxWorker(
      storage.db,
      {
        send: async () => {
          await other.runOnce(() => new Date(start + 61_000));
          if (outcome === 'failed') throw new Error('421 too slow');
        },
        close: async () => undefined,
      },
      options,
    );
  }

  it.each(['sent', 'failed'] as const)(
    'records nothing when its send (%s) ends after the lease moved on: the new holder’s result stands',
    async (outcome) => {
      const id = await submitWithMails(storage, [`${outcome}@school.nl`]);
      // The mail was queued at the real time: the nodes' clocks run from just after it.
      const start = Date.now() + 1000;
      const delivered: string[] = [];
      const other = new OutboxWorker(
        storage.db,
        { send: async (mail) => void delivered.push(mail.to), close: async () => undefined },
        options,
      );
      await slowNode(other, outcome, start).runOnce(() => new Date(start));
      expect(delivered).toEqual([`${outcome}@school.nl`]);
      const row = await rowOf(id);
      expect(row.sent_at).toBe(new Date(start + 61_000).toISOString());
      expect(Number(row.attempts)).toBe(1);
      expect(row.last_error).toBeNull();
    },
  );
});
