import fs from 'node:fs';
import path from 'node:path';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { OutboxWorker } from '../../mail/outbox-worker';
import { fileTransport } from '../../mail/transport';
import { markProven } from '../../mail/proof';
import { runDataCommand } from '../data-command';

/**
 * An erasure request leaves nothing behind: without SMTP_URL every mail was written as an .eml file
 * under DATA_DIR/mail, and those that held the person go with the rows; on SQLite the bytes leave
 * the database file too (secure_delete and a checkpoint of the write-ahead log).
 */
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

// Quoted-printable wraps long lines with a soft break (`=` at the line's end): an address may straddle one.
const filesHolding = (dir: string, text: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) =>
        fs
          .readFileSync(path.join(dir, name), 'latin1')
          .replace(/=\r?\n/g, '')
          .includes(text),
      )
    : [];

describeEachEngine('npm run data -- erase, with mails written as files', (engine) => {
  let t: TestApp;
  let mailDir: string;
  const person = `erase-${engine}@school.example.nl`;

  beforeAll(async () => {
    t = await startTestApp(engine);
    mailDir = path.join(t.config.dataDir, 'mail');
    // The files, not the proof, are the subject: the person once confirmed the address, so their mails go out.
    await markProven(t.storage.db, person, new Date(t.now()).toISOString());
    // One submission of the person alone, one shared with a colleague, one of someone else.
    await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form'), email: person });
    const shared = validValues('aanmeldformulier-po');
    (shared.contacts as { email: string }[])[0].email = person;
    expect((await t.post('/api/process-form', { type: 'aanmeldformulier-po', ...shared })).statusCode).toBe(307);
    await t.post('/api/process-form', {
      type: 'contact-form',
      ...validValues('contact-form'),
      email: 'iemand@example.nl',
    });
    const worker = new OutboxWorker(t.storage.db, fileTransport(mailDir), {
      clock: Date.now,
      from: 'AMN <noreply@amn.nl>',
      retryBaseMs: 1000,
      maxAttempts: 3,
      logger: silent,
      publicUrl: 'http://localhost:3000',
      // As the server's worker does: the proof mails (to the unproven colleague) and the personal links render.
      signingKey: t.app.signingKey,
    });
    while ((await worker.runOnce()) > 0);
  });
  afterAll(async () => t.close());

  it('removes every mail file that held the person, and keeps the others', async () => {
    expect(filesHolding(mailDir, person).length).toBeGreaterThanOrEqual(3);
    const output = await runDataCommand(t.storage.db, ['erase', '--email', person], new Date(t.now()), {
      mailDir,
      engine: t.storage.engine,
    });
    expect(output).toMatch(/1 submission\(s\) deleted, 1 redacted/);
    expect(filesHolding(mailDir, person)).toEqual([]);
    expect(filesHolding(mailDir, 'iemand@example.nl').length).toBeGreaterThanOrEqual(1);
  });

  if (engine === 'sqlite') {
    it('leaves no trace of the person in the SQLite file or its log', async () => {
      const { database } = t;
      if (database.kind !== 'sqlite') throw new Error('expected SQLite');
      for (const file of [database.file, `${database.file}-wal`]) {
        if (!fs.existsSync(file)) continue;
        expect(fs.readFileSync(file).includes(Buffer.from(person))).toBe(false);
      }
      expect(fs.readFileSync(database.file).includes(Buffer.from('iemand@example.nl'))).toBe(true);
    });
  }
});
