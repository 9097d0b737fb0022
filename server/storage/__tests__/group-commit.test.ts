import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStorage, sqliteBinding, type Storage } from '../database';
import { GroupCommitter } from '../group-commit';
import { findSubmission, newId } from '../../submissions/store/submissions';
import { storeWithMails, type SubmissionWithMails } from '../../../test/support/server/store-with-mails';

const submission = (overrides: Partial<SubmissionWithMails> = {}): SubmissionWithMails => ({
  at: new Date(),
  id: newId(),
  type: 'doorstroomtoets-registration-2026',
  values: { n: 1 },
  idempotencyKey: null,
  registration: null,
  registrationId: null,
  emails: [],
  mails: [{ recipient: 'a@school.nl', template: 'confirmation', locale: 'nl' }],
  ...overrides,
});

describe('group commit on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-group-'));
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ kind: 'sqlite', file: path.join(dir, 'x.sqlite') });
  });
  afterAll(async () => {
    await storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits concurrent writes together, and a failing write alone is rolled back', async () => {
    const school = { brin: '33CC01', rio: null };
    const good = Array.from({ length: 20 }, () => submission());
    const clash = [1, 2].map(() => submission({ registration: { mode: 'registration', round: 2026, school } }));
    const broken = submission({
      mails: [{ recipient: null as unknown as string, template: 'confirmation', locale: 'nl' }],
    });
    const results = await Promise.allSettled([...good, ...clash, broken].map((item) => storeWithMails(storage, item)));
    expect(
      results.slice(0, 20).every((result) => result.status === 'fulfilled' && result.value.kind === 'stored'),
    ).toBe(true);
    expect(
      results
        .slice(20, 22)
        .map((result) => (result.status === 'fulfilled' ? result.value.kind : 'rejected'))
        .sort(),
    ).toEqual(['already-registered', 'stored']);
    expect(results[22].status).toBe('rejected');
    expect(await findSubmission(storage.db, broken.id)).toBeNull();
    // The broken write's submission row was rolled back with its savepoint; the others are all there.
    for (const item of good) expect(await findSubmission(storage.db, item.id)).not.toBeNull();
    // One confirmation each (with the neutral mail asking its unproven address to confirm, in the same write).
    const mails = await storage.db.selectFrom('outbox').select('id').where('template', '=', 'confirmation').execute();
    expect(mails).toHaveLength(21);
    const proofs = await storage.db.selectFrom('outbox').select('id').where('template', '=', 'mailbox-proof').execute();
    expect(proofs).toHaveLength(21);
  });

  it('lets writes of separate callbacks in one turn of the event loop share one commit', async () => {
    // Like requests read from different sockets in the same turn: each write starts in its own
    // callback. better-sqlite3 runs a transaction to its end within the starting callback's
    // microtasks, so a flush started at once would commit each write alone.
    const committer = new GroupCommitter(storage.db);
    const items = Array.from({ length: 10 }, () => submission());
    const stored = await Promise.all(
      items.map(
        (item) =>
          new Promise((resolve, reject) => {
            setImmediate(() => {
              storeWithMails({ db: storage.db, write: (work) => committer.write(work) }, item).then(resolve, reject);
            });
          }),
      ),
    );
    expect(stored.every((result) => (result as { kind: string }).kind === 'stored')).toBe(true);
    expect(committer.commits).toBe(1);
    for (const item of items) expect(await findSubmission(storage.db, item.id)).not.toBeNull();
  });

  it('acknowledges a write only when it is on disk: a second connection sees it at once', async () => {
    const Database = (await import('better-sqlite3')).default;
    const item = submission();
    await storeWithMails(storage, item);
    const reader = new Database(path.join(dir, 'x.sqlite'), { readonly: true, ...sqliteBinding() });
    expect(reader.prepare('select id from submissions where id = ?').get(item.id)).toEqual({ id: item.id });
    reader.close();
  });
});
