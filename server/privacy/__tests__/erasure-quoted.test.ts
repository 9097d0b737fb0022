/**
 * Erasure reaches beyond the person's own submissions: an address quoted in someone else's free
 * text goes, and a note about the person loses the phone numbers in it as well.
 */
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { erasePersonalData } from '../privacy';
import { withoutPhoneNumbers } from '../erasure';
import { findSubmission, newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';

const mail = (recipient: string) => ({ recipient, template: 'confirmation' as const, locale: 'nl' as const });

describe('withoutPhoneNumbers', () => {
  it('takes out Dutch and international numbers, leaves dates and short numbers', () => {
    expect(withoutPhoneNumbers('Gebeld met [verwijderd], 06 11112222')).toBe(
      'Gebeld met [verwijderd], [telefoonnummer verwijderd]',
    );
    expect(withoutPhoneNumbers('Bel +31 (0)24-123 45 67 of 024-1234567.')).toBe(
      'Bel [telefoonnummer verwijderd] of [telefoonnummer verwijderd].',
    );
    expect(withoutPhoneNumbers('Op 12-03-2026 groep 8, 42 leerlingen')).toBe('Op 12-03-2026 groep 8, 42 leerlingen');
  });
});

describeEachEngine('erasure of an address quoted elsewhere', (engine) => {
  const database = createTestDatabase(engine);
  let storage: Storage;
  const ids = { own: newId(), quoting: newId(), untouched: newId() };

  beforeAll(async () => {
    storage = await database.open();
    const contactForm = (id: string, values: Record<string, unknown>, email: string) =>
      storeWithMails(storage, {
        at: new Date(),
        id,
        type: 'contact-form',
        values,
        idempotencyKey: null,
        registration: null,
        registrationId: null,
        emails: [email],
        mails: [mail(email)],
      });
    await contactForm(
      ids.own,
      { first_name: 'Anna', last_name: 'Jansen', email: 'anna@school.nl', message: 'Vraag' },
      'anna@school.nl',
    );
    await contactForm(
      ids.quoting,
      {
        first_name: 'Bram',
        last_name: 'de Vries',
        email: 'bram@school.nl',
        message: 'Mijn collega Anna (ANNA@school.nl) weet meer.',
      },
      'bram@school.nl',
    );
    await contactForm(
      ids.untouched,
      { first_name: 'Piet', email: 'piet@example.nl', message: 'Iets anders' },
      'piet@example.nl',
    );
    await storage.db
      .insertInto('staff_notes')
      .values({
        id: newId(),
        submission_id: ids.quoting,
        author: 'els@amn.nl',
        at: '2026-11-30T10:00:00.000Z',
        text: 'Gebeld met anna@school.nl, 06 11112222; Bram terugbellen',
      })
      .execute();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it("finds the address in another person's message, and takes the phone number out of the note", async () => {
    const result = await erasePersonalData(storage.db, 'anna@school.nl');
    expect(result).toMatchObject({ deleted: 1, redacted: 1 });
    expect(await findSubmission(storage.db, ids.own)).toBeNull();
    const quoting = await findSubmission(storage.db, ids.quoting);
    expect(JSON.stringify(quoting?.values)).not.toMatch(/anna@school\.nl/i);
    expect(JSON.stringify(quoting?.values)).toMatch(/bram@school\.nl/);
    const [note] = await storage.db.selectFrom('staff_notes').select('text').execute();
    expect(note.text).not.toMatch(/anna@school\.nl|11112222/i);
    expect(note.text).toMatch(/Bram terugbellen/);
    expect(JSON.stringify((await findSubmission(storage.db, ids.untouched))?.values)).toMatch(/Iets anders/);
  });
});
