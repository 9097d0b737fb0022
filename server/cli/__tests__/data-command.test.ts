import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { findSubmission, newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';
import { markProven } from '../../mail/proof';
import { cutoffFor, runDataCommand, UsageError } from '../data-command';

describe('cutoffFor', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  it.each([
    ['30d', '2026-03-01T12:00:00.000Z'],
    ['24m', '2024-03-31T12:00:00.000Z'],
    ['2y', '2024-03-31T12:00:00.000Z'],
  ])('%s before %s', (age, expected) => {
    expect(cutoffFor(age, now).toISOString()).toBe(expected);
  });

  it.each(['24', 'm24', '24 months', '-1m'])('refuses %p', (age) => {
    expect(() => cutoffFor(age, now)).toThrow(UsageError);
  });
});

describeEachEngine('npm run data', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const id = newId();

  beforeAll(async () => {
    storage = await database.open();
    // The CLI, not the proof, is the subject: Anna once confirmed her address, so her mail is not a proof mail.
    await markProven(storage.db, 'anna@school.nl', new Date().toISOString());
    await storeWithMails(storage, {
      at: new Date(),
      id,
      type: 'newsletter',
      values: { first_name: 'Anna', email: 'anna@school.nl' },
      idempotencyKey: null,
      registration: null,
      registrationId: null,
      emails: ['anna@school.nl'],
      mails: [{ recipient: 'anna@school.nl', template: 'confirmation', locale: 'nl' }],
    });
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('export prints the JSON of everything stored about the address', async () => {
    const output = JSON.parse(await runDataCommand(storage.db, ['export', '--email', 'anna@school.nl'], new Date()));
    expect(output.submissions).toEqual([
      expect.objectContaining({ id, values: { first_name: 'Anna', email: 'anna@school.nl' } }),
    ]);
    expect(output.mails).toEqual([expect.objectContaining({ recipient: 'anna@school.nl', template: 'confirmation' })]);
  });

  it('refuses bad arguments with a usage error', async () => {
    await expect(runDataCommand(storage.db, ['export'], new Date())).rejects.toThrow('Missing --email.');
    await expect(runDataCommand(storage.db, ['export', '--email', 'nope'], new Date())).rejects.toThrow(UsageError);
    await expect(runDataCommand(storage.db, ['shred'], new Date())).rejects.toThrow('Unknown command "shred".');
    await expect(runDataCommand(storage.db, ['release'], new Date())).rejects.toThrow(UsageError);
  });

  it('purge keeps what is younger than the cut-off', async () => {
    expect(await runDataCommand(storage.db, ['purge', '--older-than', '24m'], new Date())).toMatch(
      /0 submission\(s\), 0 mail\(s\)/,
    );
    expect(await findSubmission(storage.db, id)).not.toBeNull();
  });

  it('erase deletes the submission and its mails', async () => {
    expect(await runDataCommand(storage.db, ['erase', '--email=anna@school.nl'], new Date())).toBe(
      'Erased: 1 submission(s) deleted, 0 redacted, 1 mail(s) deleted, 0 mail file(s) removed, 0 own claim(s) deleted, 0 other claim(s) redacted, 0 staff note(s) redacted, 0 staff account(s) deleted, 0 audit row(s) redacted.',
    );
    expect(await findSubmission(storage.db, id)).toBeNull();
  });
});
