import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { redactPayload } from '../contact-entries';
import { erasePersonalData, exportPersonalData, purgeOlderThan } from '../privacy';
import { findSubmission, newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';
import { isProven, markProven } from '../../mail/proof';

const shared = {
  school: { naam: 'De Klimop' },
  products: {
    Doorstroomtoets: {
      akkoordPersonNaam: 'Anna Jansen',
      akkoordPersonFunctie: 'Directeur',
      akkoordPersonEmail: 'anna@school.nl',
      bestuurPersonEmail: 'bestuur@school.nl',
    },
  },
  contacts: [
    { first_name: 'Anna', last_name: 'Jansen', email: 'Anna@School.nl' },
    { first_name: 'Bram', last_name: 'de Vries', email: 'bram@school.nl' },
  ],
};

describe('redactPayload', () => {
  it('removes the contact row and blanks the person fields next to the matching address', () => {
    const trace = { emails: new Set(['anna@school.nl']), names: new Set(['Anna Jansen']) };
    expect(redactPayload(shared, trace)).toEqual({
      school: { naam: 'De Klimop' },
      products: {
        Doorstroomtoets: {
          akkoordPersonNaam: '[verwijderd]',
          akkoordPersonFunctie: '[verwijderd]',
          akkoordPersonEmail: '[verwijderd]',
          bestuurPersonEmail: 'bestuur@school.nl',
        },
      },
      contacts: [{ first_name: 'Bram', last_name: 'de Vries', email: 'bram@school.nl' }],
    });
  });
});

describeEachEngine('personal data requests', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const ids = { own: newId(), shared: newId(), other: newId() };

  beforeAll(async () => {
    storage = await database.open();
    // These tests are about export and erasure, not the proof: the mailboxes clicked before, so no mail waits.
    for (const address of ['anna@school.nl', 'bram@school.nl', 'piet@example.nl']) {
      await markProven(storage.db, address, '2026-01-01T00:00:00.000Z');
    }
    const mail = (recipient: string) => ({ recipient, template: 'confirmation' as const, locale: 'nl' as const });
    await storeWithMails(storage, {
      at: new Date(),
      id: ids.own,
      type: 'contact-form',
      values: { first_name: 'Anna', email: 'anna@school.nl', message: 'Vraag' },
      idempotencyKey: null,
      registration: null,
      registrationId: null,
      emails: ['anna@school.nl'],
      mails: [mail('anna@school.nl'), mail('helpdesk@amn.nl')],
    });
    await storeWithMails(storage, {
      at: new Date(),
      id: ids.shared,
      type: 'doorstroomtoets-registration-2026',
      values: shared,
      idempotencyKey: null,
      registration: { mode: 'registration', round: 2026, school: { brin: '03GR01', rio: null } },
      registrationId: null,
      emails: ['anna@school.nl', 'bram@school.nl', 'bestuur@school.nl'],
      mails: [mail('anna@school.nl'), mail('bram@school.nl'), mail('helpdesk@amn.nl')],
    });
    await storeWithMails(storage, {
      at: new Date(),
      id: ids.other,
      type: 'newsletter',
      values: { email: 'piet@example.nl' },
      idempotencyKey: null,
      registration: null,
      registrationId: null,
      emails: ['piet@example.nl'],
      mails: [mail('piet@example.nl')],
    });
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('exports every submission and mail of an address, in any case', async () => {
    const data = await exportPersonalData(storage.db, ' ANNA@school.nl ');
    expect(data.email).toBe('anna@school.nl');
    expect(data.submissions.map((row) => row.id).sort()).toEqual([ids.own, ids.shared].sort());
    // Mails to her, and those about her submissions to others, whose addresses are not hers to see.
    expect(data.mails.filter((mail) => mail.recipient === 'anna@school.nl')).toHaveLength(2);
    expect(data.mails.map((mail) => mail.recipient).sort()).toEqual([
      'andere ontvanger',
      'andere ontvanger',
      'andere ontvanger',
      'anna@school.nl',
      'anna@school.nl',
    ]);
    expect(JSON.stringify(data)).not.toMatch(/bram|helpdesk@/);
  });

  it('erases: own submissions deleted, shared ones redacted, the others untouched', async () => {
    expect(await erasePersonalData(storage.db, 'anna@school.nl')).toMatchObject({
      deleted: 1,
      redacted: 1,
      mails: 3,
      staffAccounts: 0,
      auditRows: 0,
    });
    expect(await findSubmission(storage.db, ids.own)).toBeNull();
    // Erasure forgets her mailbox's proof too (kept by hash), and nobody else's.
    expect(await isProven(storage.db, 'anna@school.nl')).toBe(false);
    expect(await isProven(storage.db, 'bram@school.nl')).toBe(true);
    const redacted = await findSubmission(storage.db, ids.shared);
    expect(JSON.stringify(redacted?.values)).not.toMatch(/anna/i);
    expect(JSON.stringify(redacted?.values)).toMatch(/bram@school\.nl/);
    expect(await findSubmission(storage.db, ids.other)).not.toBeNull();
    const left = await exportPersonalData(storage.db, 'anna@school.nl');
    expect(left).toEqual({
      email: 'anna@school.nl',
      loginAttempts: [],
      newsletter: null,
      notes: [],
      claims: [],
      registrationVersions: [],
      submissions: [],
      mails: [],
      staff: { account: null, audit: [] },
    });
    const outbox = await storage.db.selectFrom('outbox').select(['recipient', 'body']).execute();
    // The shared submission's helpdesk notice stays: it is rendered from the redacted submission.
    expect(outbox.map((mail) => mail.recipient).sort()).toEqual([
      'bram@school.nl',
      'helpdesk@amn.nl',
      'piet@example.nl',
    ]);
  });

  it('purges submissions and finished mails older than the cut-off', async () => {
    await storage.db
      .updateTable('submissions')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', ids.other)
      .execute();
    const result = await purgeOlderThan(storage.db, new Date('2024-01-01T00:00:00Z'), { now: new Date() });
    expect(result).toMatchObject({ submissions: 1, mails: 1 });
    expect(result.files).toHaveLength(1);
    expect(await findSubmission(storage.db, ids.other)).toBeNull();
    expect(await findSubmission(storage.db, ids.shared)).not.toBeNull();
  });
});
