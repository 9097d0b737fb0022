/**
 * Erasure reaches what others wrote on records that are not the person's: every staff note and every
 * other claimant's message loses their addresses (any spelling of the mailbox), phone numbers
 * (however written) and full name; their own claims go; the summary counts both.
 */
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import type { Storage } from '../../storage/database';
import type { Database } from '../../storage/schema';
import { runDataCommand } from '../../cli/data-command';
import { newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';

const mail = (recipient: string) => ({ recipient, template: 'confirmation' as const, locale: 'nl' as const });
const ANNA = 'anna.vandijk@gmail.com';

describeEachEngine('erasure in notes and claims on other records', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const ids = { piet: newId(), bram: newId() };
  const notes = { piet: newId(), other: newId() };
  const claims = { annas: newId(), dirks: newId(), eefjes: newId() };

  const store = (id: string, type: string, values: Record<string, unknown>, email: string) =>
    storeWithMails(storage, {
      at: new Date(),
      id,
      type,
      values,
      idempotencyKey: null,
      registration: null,
      registrationId: null,
      emails: [email],
      mails: [mail(email)],
    });
  const claim = (id: string, fields: Partial<Database['school_claims']>) =>
    storage.db
      .insertInto('school_claims')
      .values({
        id,
        submission_id: ids.bram,
        state: 'open',
        first_name: 'Dirk',
        last_name: 'de Directeur',
        email: 'directie@obs-voorbeeld.nl',
        phone: '030 123 45 67',
        message: '',
        locale: 'nl',
        created_at: '2026-11-30T10:00:00.000Z',
        decided_by: null,
        decided_at: null,
        ...fields,
      })
      .execute();
  const note = (id: string, submissionId: string, text: string) =>
    storage.db
      .insertInto('staff_notes')
      .values({ id, submission_id: submissionId, author: 'els@amn.nl', at: '2026-11-30T10:00:00.000Z', text })
      .execute();
  const noteText = async (id: string) =>
    (await storage.db.selectFrom('staff_notes').select('text').where('id', '=', id).executeTakeFirstOrThrow()).text;

  beforeAll(async () => {
    storage = await database.open();
    // Anna's own submissions: her phone from the contact form, her tussenvoegsel from the training.
    await store(
      newId(),
      'contact-form',
      { first_name: 'Anna', last_name: 'van Dijk', email: ANNA, phone: '06-1234 5678', message: 'Vraag' },
      ANNA,
    );
    await store(
      newId(),
      'training',
      { ...validValues('training'), first_name: 'Anna', tussenvoegsel: 'van', last_name: 'Dijk', email: ANNA },
      ANNA,
    );
    // Records that are not hers.
    await store(
      ids.piet,
      'contact-form',
      { first_name: 'Piet', last_name: 'Bakker', email: 'piet@example.nl', phone: '024 123 45 67', message: 'Iets' },
      'piet@example.nl',
    );
    await store(
      ids.bram,
      'contact-form',
      { first_name: 'Bram', email: 'bram@school.nl', message: 'X' },
      'bram@school.nl',
    );
    await note(
      notes.piet,
      ids.piet,
      'Anna VAN Dijk (a.nna.vandijk+werk@googlemail.com, +31 6 12 34 56 78) belde over Piet; Anna Bakker: 024 123 45 67.',
    );
    await note(notes.other, ids.bram, 'Bram terugbellen op 06 9876 5432 over Anna de Wit.');
    // Her own claim (her second number), another claimant quoting her, and one that does not.
    await claim(claims.annas, {
      first_name: 'Anna',
      last_name: 'van Dijk',
      email: 'Anna.vanDijk@gmail.com',
      phone: '+31 20 765 4321',
    });
    await claim(claims.dirks, {
      message: 'Anna van Dijk (020-7654321, anna.vandijk@gmail.com) heeft dit niet overlegd.',
    });
    await claim(claims.eefjes, {
      first_name: 'Eefje',
      email: 'eefje@obs-voorbeeld.nl',
      message: 'Anna Smit van de bovenbouw weet ervan.',
    });
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('redacts notes and claim messages on other records, deletes her own claim and counts both', async () => {
    const output = await runDataCommand(storage.db, ['erase', '--email', ANNA], new Date());
    expect(output).toMatch(/2 submission\(s\) deleted, 0 redacted/);
    expect(output).toMatch(/1 own claim\(s\) deleted, 1 other claim\(s\) redacted, 1 staff note\(s\) redacted/);

    // Only her details go from a note on Piet's record: his number and another Anna stay.
    expect(await noteText(notes.piet)).toBe(
      '[verwijderd] ([verwijderd], [telefoonnummer verwijderd]) belde over Piet; Anna Bakker: 024 123 45 67.',
    );
    expect(await noteText(notes.other)).toBe('Bram terugbellen op 06 9876 5432 over Anna de Wit.');

    const left = await storage.db.selectFrom('school_claims').select(['id', 'message']).execute();
    expect(Object.fromEntries(left.map((row) => [row.id, row.message]))).toEqual({
      [claims.dirks]: '[verwijderd] ([telefoonnummer verwijderd], [verwijderd]) heeft dit niet overlegd.',
      [claims.eefjes]: 'Anna Smit van de bovenbouw weet ervan.',
    });
  });
});
