import { runDataCommand } from '../../cli/data-command';
import { DEFAULT_MAIL_CAPS } from '../../mail/caps';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { asStoredValues } from '../../../test/support/server/store-with-mails';
import type { Storage } from '../../storage/database';
import { newId, storeSubmission } from '../../submissions/store/submissions';

describeEachEngine('npm run data -- send-links', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const before = newId();
  const withLinks = newId();
  const otherRound = newId();
  const configured = { mailCaps: { ...DEFAULT_MAIL_CAPS, helpdeskEmail: 'helpdesk@amn.example.nl' } };

  /** A registration as stored before personal links existed: a state, no contact links. */
  async function store(id: string, round: number, personalPage: boolean) {
    await storeSubmission(storage, {
      at: new Date(),
      id,
      type: `doorstroomtoets-registration-${round}`,
      values: asStoredValues({
        school: { naam: 'De Klimop' },
        contacts: [{ first_name: 'Anna', email: `anna-${id}@school.nl` }],
      }),
      idempotencyKey: null,
      registration: { mode: 'registration', round, school: { brin: `03GR0${round % 10}`, rio: null } },
      personalPage,
      registrationId: null,
      emails: [`anna-${id}@school.nl`],
    });
    await storage.db.updateTable('submissions').set({ registration_state: 'ontvangen' }).where('id', '=', id).execute();
  }

  beforeAll(async () => {
    storage = await database.open();
    await store(before, 2026, false);
    await store(withLinks, 2026, true);
    await store(otherRound, 2025, false);
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('queues nothing without the caps the configuration sets', async () => {
    await expect(runDataCommand(storage.db, ['send-links', '--round', '2026'], new Date())).rejects.toThrow(
      'configured mail caps',
    );
    expect(await storage.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it("mails the round's registrations without links their contacts' links, once", async () => {
    expect(await runDataCommand(storage.db, ['send-links', '--round', '2026'], new Date(), configured)).toMatch(
      /of 1 registration\(s\)/,
    );
    const mails = await storage.db.selectFrom('outbox').select(['recipient', 'template', 'submission_id']).execute();
    expect(mails).toEqual([
      { recipient: `anna-${before.toLowerCase()}@school.nl`, template: 'personal-link', submission_id: before },
    ]);
    expect(await runDataCommand(storage.db, ['send-links', '--round', '2026'], new Date(), configured)).toMatch(
      /of 0 registration\(s\)/,
    );
  });

  it('refuses a round that is not a year', async () => {
    await expect(runDataCommand(storage.db, ['send-links', '--round', 'next'], new Date(), configured)).rejects.toThrow(
      '--round must be a year',
    );
  });
});
