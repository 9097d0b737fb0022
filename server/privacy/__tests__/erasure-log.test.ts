import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBackupCommand } from '../../cli/backup-command';
import { runDataCommand } from '../../cli/data-command';
import type { DatabaseConfig } from '../../config';
import { listAudit } from '../../audit/audit';
import { describeEachEngine, createTestDatabase } from '../../../test/support/server/databases';
import { storeText } from '../../../test/support/server/store-text';
import { openStorage, type Storage } from '../../storage/database';
import { addressHash, ERASURE_LOG_FILE, loadErasureKey } from '../erasure-log';
import { newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';

/** The erasure log: a keyed hash per erased address, so a restored backup forgets them again. */
async function store(storage: Storage, email: string): Promise<void> {
  await storeWithMails(storage, {
    at: new Date(),
    id: newId(),
    type: 'contact-form',
    values: { first_name: 'Eva', email },
    idempotencyKey: null,
    registration: null,
    registrationId: null,
    emails: [email],
    mails: [{ recipient: email, template: 'confirmation', locale: 'nl' }],
  });
}

describe('restore after an erasure (SQLite)', () => {
  let dir: string;
  let live: DatabaseConfig & { kind: 'sqlite' };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-erasure-log-'));
    live = { kind: 'sqlite', file: path.join(dir, 'data', 'amn.sqlite') };
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('back up, erase an address, restore: the address is gone again, the others are back', async () => {
    const dataDir = path.join(dir, 'data');
    const erasureLog = { key: loadErasureKey({ erasureKey: null, dataDir }), dataDir };
    let storage = await openStorage(live);
    await store(storage, 'weg@school.nl');
    await store(storage, 'blijft@school.nl');
    await storage.close();
    const backup = path.join(dir, 'amn-backup.sqlite');
    await runBackupCommand(live, ['backup', backup], new Date());

    storage = await openStorage(live);
    await runDataCommand(storage.db, ['erase', '--email', 'Weg@School.nl'], new Date(), {
      erasureLog,
      actor: 'cli:beheer',
    });
    expect(await storeText(storage.db)).not.toContain('weg@school.nl');
    await storage.close();
    // The log holds the hash and the time, never the address.
    const logFile = fs.readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8');
    expect(logFile).toContain(addressHash(erasureLog.key, 'weg@school.nl'));
    expect(logFile).not.toMatch(/weg/);

    const output = await runBackupCommand(live, ['restore', backup], new Date(), dir, { erasureLog });
    expect(output).toMatch(/Erasures repeated from the log: 1 address\(es\) of 1 logged/);
    storage = await openStorage(live);
    try {
      const text = await storeText(storage.db);
      expect(text).not.toContain('weg@school.nl');
      expect(text).toContain('blijft@school.nl');
      const trail = await listAudit(storage.db);
      expect(trail.map((row) => row.action)).toContain('data-restore-check');
    } finally {
      await storage.close();
    }
    expect(fs.readFileSync(live.file).includes(Buffer.from('weg@school.nl'))).toBe(false);
  });

  it('keeps the key of its own: a file beside the signing key, generated once', () => {
    const dataDir = path.join(dir, 'keys');
    const first = loadErasureKey({ erasureKey: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadErasureKey({ erasureKey: null, dataDir }).equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['erasure-key']);
  });
});

describeEachEngine('npm run data -- restore-check', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  let dataDir: string;

  beforeAll(async () => {
    storage = await database.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-erasure-check-'));
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('erases again an address the log names when the store holds it again, and audits as cli:<user>', async () => {
    const erasureLog = { key: Buffer.from('k'.repeat(40)), dataDir };
    await store(storage, 'terug@school.nl');
    await runDataCommand(storage.db, ['erase', '--email', 'terug@school.nl'], new Date(), {
      erasureLog,
      actor: 'cli:beheer',
    });
    // As if a backup from before brought the person back (a pg_restore, on PostgreSQL).
    await store(storage, 'terug@school.nl');
    await store(storage, 'ander@school.nl');
    expect(await storeText(storage.db)).toContain('terug@school.nl');

    const output = await runDataCommand(storage.db, ['restore-check'], new Date(), { erasureLog, actor: 'cli:beheer' });

    expect(output).toMatch(/Checked 1 logged erasure\(s\): 1 address/);
    const text = await storeText(storage.db);
    expect(text).not.toContain('terug@school.nl');
    expect(text).toContain('ander@school.nl');
    await runDataCommand(storage.db, ['export', '--email', 'ander@school.nl'], new Date(), { actor: 'cli:beheer' });
    await runDataCommand(storage.db, ['purge', '--older-than', '24m'], new Date(), { actor: 'cli:beheer' });
    const trail = await listAudit(storage.db);
    expect(trail.filter((row) => row.actor === 'cli:beheer').map((row) => row.action)).toEqual([
      'data-erase',
      'data-restore-check',
      'data-export',
      'data-purge',
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/school\.nl/);
  });

  it('finds again an address the log names that a restored store holds only in a claim', async () => {
    const erasureLog = { key: Buffer.from('c'.repeat(40)), dataDir: fs.mkdtempSync(path.join(dataDir, 'claims-')) };
    await runDataCommand(storage.db, ['erase', '--email', 'claimant@school.nl'], new Date(), { erasureLog });
    // The restored claim: filed by the erased claimant, on someone else's registration.
    await storage.db
      .insertInto('school_claims')
      .values({
        id: newId(),
        submission_id: newId(),
        state: 'open',
        first_name: 'Carla',
        last_name: 'Claim',
        email: 'Claimant@school.nl',
        phone: '',
        message: '',
        locale: 'nl',
        created_at: new Date().toISOString(),
        decided_by: null,
        decided_at: null,
      })
      .execute();

    expect(await runDataCommand(storage.db, ['restore-check'], new Date(), { erasureLog })).toMatch(/: 1 address/);
    expect(await storeText(storage.db)).not.toContain('claimant@school.nl');
  });

  it("finds again an address the log names that a restored store holds only in a take-back's registration", async () => {
    const erasureLog = { key: Buffer.from('t'.repeat(40)), dataDir: fs.mkdtempSync(path.join(dataDir, 'take-back-')) };
    await runDataCommand(storage.db, ['erase', '--email', 'collega@school.nl'], new Date(), { erasureLog });
    // The restored take-back: filed by the school's contact, its registration naming the erased colleague.
    await storage.db
      .insertInto('school_claims')
      .values({
        id: newId(),
        submission_id: newId(),
        state: 'wacht',
        first_name: 'Dorien',
        last_name: 'Haas',
        email: 'directie@school.nl',
        phone: '',
        message: '',
        locale: 'nl',
        created_at: new Date().toISOString(),
        decided_by: null,
        decided_at: null,
        payload: JSON.stringify({ contacts: [{ email: 'directie@school.nl' }, { email: 'Collega@school.nl' }] }),
      })
      .execute();

    expect(await runDataCommand(storage.db, ['restore-check'], new Date(), { erasureLog })).toMatch(/: 1 address/);
    expect(await storeText(storage.db)).not.toContain('collega@school.nl');
  });
});
