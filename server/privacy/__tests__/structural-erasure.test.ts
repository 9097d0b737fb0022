import { rowFields } from '../../submissions/store/payload';
import { mailingStorage } from '../../mail/caps';
import { erasePersonalData, exportPersonalData } from '../privacy';
import { changeRegistration } from '../../registration-service/edit';
import { findRegistration } from '../../submissions/store/registrations';
import { addAccount } from '../../staff/accounts';
import { recordAudit } from '../../audit/audit';
import { addNote } from '../../staff/workspace/actions';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { storeText, textsInSqliteFile } from '../../../test/support/server/store-text';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addressKey } from '../../staff-store/login-delays';
import { mailboxHash } from '../../mail/caps';
import { isProven, markProven } from '../../mail/proof';
import { newId } from '../../submissions/store/submissions';

/**
 * An erasure follows a contact entry through every version of a registration: nothing of the
 * address, the name or the phone is left anywhere in the store (on SQLite not even in the file).
 */
const FINAL = 'doorstroomtoets-registration-2026';
type Contact = Record<string, unknown>;
type Values = { contacts: Contact[] } & Record<string, unknown>;

const person = (first: string, last: string, email: string, phone: string): Contact => ({
  first_name: first,
  last_name: last,
  email,
  work_number: phone,
  job_title: 'Intern begeleider',
  '100000000001': true,
});

describeEachEngine('structural erasure', (engine) => {
  let t: TestApp;
  const helpdeskEmail = 'helpdesk@amn.example.nl';

  async function register(contacts: Contact[]): Promise<string> {
    const values = validValues(FINAL) as Values;
    const response = await t.post('/api/process-form', { type: FINAL, ...values, contacts });
    expect(response.statusCode).toBe(307);
    const row = await t.storage.db
      .selectFrom('submission_emails')
      .select('submission_id')
      .where('email', '=', String(contacts[0].email).toLowerCase())
      .executeTakeFirstOrThrow();
    return row.submission_id;
  }

  async function change(id: string, actor: string, contacts: Contact[]) {
    const record = (await findRegistration(t.storage.db, id))!;
    const outcome = await changeRegistration(
      {
        storage: mailingStorage(t.app),
        helpdeskEmail,
        actor,
        // A contact's change through their link names the client that sent it (its mails count to its share).
        ...(actor.startsWith('staff:') ? {} : { client: '203.0.113.5' }),
        now: new Date(t.now()),
      },
      record,
      record.version,
      {
        ...record.values,
        contacts,
      },
    );
    expect(outcome.kind).toBe('changed');
  }

  /** What of these texts the store still holds: through SQL, and on SQLite in the file's bytes. */
  async function leftOf(texts: string[]): Promise<string[]> {
    const all = await storeText(t.storage.db);
    const found = texts.filter((text) => all.includes(text.toLowerCase()));
    if (engine === 'sqlite') found.push(...(await textsInSqliteFile(t.storage.db, t.database, texts)));
    return [...new Set(found)];
  }

  beforeEach(async () => {
    t = await startTestApp(engine);
  });
  afterEach(async () => t.close());

  it('erases a contact added and later removed, when the later version was purged', async () => {
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const carla = person('Carla', 'Koster', 'carla@school.example.nl', '030 999 88 77');
    const id = await register([anna]);
    await change(id, 'anna@school.example.nl', [anna, carla]);
    await change(id, 'anna@school.example.nl', [anna]);
    // The version that kept Carla's payload is gone (purged); only the change that added her names her.
    await t.storage.db.deleteFrom('registration_versions').where('version', '=', 3).execute();
    const changes = await t.storage.db.selectFrom('registration_versions').select('changes').execute();
    expect(changes[0].changes).toContain('Carla Koster');
    expect(await leftOf(['carla@school.example.nl', 'Koster', '030 999 88 77'])).not.toEqual([]);

    await erasePersonalData(t.storage.db, 'carla@school.example.nl');

    expect(await leftOf(['carla@school.example.nl', 'Carla', 'Koster', '030 999 88 77'])).toEqual([]);
    expect(await leftOf(['anna@school.example.nl', 'Verbeek', '024 111 11 11'])).toEqual([
      'anna@school.example.nl',
      'Verbeek',
      '024 111 11 11',
    ]);
  });

  it('erases every address, name and phone of a contact whose address and name changed', async () => {
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const dirk = person('Dirk', 'Mulder', 'dirk@school.example.nl', '024 222 22 22');
    const id = await register([anna, dirk]);
    // Anna's entry is edited in place: another name, address and phone (she married, moved desks).
    const annemarie = person('Annemarie', 'Smit', 'a.smit@school.example.nl', '024 333 33 33');
    await change(id, 'anna@school.example.nl', [annemarie, dirk]);
    await change(id, 'dirk@school.example.nl', [
      { ...annemarie, job_title: 'Directeur' },
      { ...dirk, work_number: '024 444 44 44' },
    ]);
    // Her own change through her link proved her mailbox: the store keeps its hash (proven_mailboxes).
    const hers = [
      'anna@school.example.nl',
      'a.smit@school.example.nl',
      'Annemarie',
      'Smit',
      'Verbeek',
      mailboxHash('anna@school.example.nl'),
    ];
    const phones = ['024 111 11 11', '024 333 33 33'];
    expect(await leftOf([...hers, ...phones])).toEqual([...hers, ...phones]);

    // The old address alone is enough: the entry is followed to its new values.
    await erasePersonalData(t.storage.db, 'anna@school.example.nl');

    expect(await leftOf([...hers, ...phones])).toEqual([]);
    expect(await leftOf(['dirk@school.example.nl', 'Mulder', '024 444 44 44'])).toHaveLength(3);
    expect(await isProven(t.storage.db, 'dirk@school.example.nl')).toBe(true);
    // Dirk's own change stays in the history, without her.
    const record = (await findRegistration(t.storage.db, id))!;
    expect(rowFields(record.values).contacts).toEqual([{ ...dirk, work_number: '024 444 44 44' }]);
  });

  it("erases a take-back whose registration names the person, and their mailbox's proof", async () => {
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const id = await register([anna]);
    // The school's own contact filed a take-back naming a colleague, who had proven the mailbox elsewhere.
    const directie = person('Dorien', 'Haas', 'directie@school.example.nl', '024 555 55 55');
    const dirk = person('Dirk', 'Mulder', 'dirk@school.example.nl', '024 222 22 22');
    await markProven(t.storage.db, 'dirk@school.example.nl', new Date(t.now()).toISOString());
    await t.storage.db
      .insertInto('school_claims')
      .values({
        id: newId(),
        submission_id: id,
        state: 'wacht',
        first_name: 'Dorien',
        last_name: 'Haas',
        email: 'directie@school.example.nl',
        phone: '024 555 55 55',
        message: '',
        locale: 'nl',
        created_at: new Date(t.now()).toISOString(),
        decided_by: null,
        decided_at: null,
        claimant_mailbox: mailboxHash('directie@school.example.nl'),
        payload: JSON.stringify({ type: FINAL, ...validValues(FINAL), contacts: [directie, dirk] }),
      })
      .execute();
    const his = ['dirk@school.example.nl', 'Mulder', '024 222 22 22', mailboxHash('dirk@school.example.nl')];
    expect(await leftOf(his)).toEqual(his);

    await erasePersonalData(t.storage.db, 'dirk@school.example.nl');

    // The take-back goes whole (school_claims.payload and claimant_mailbox with it), and so does his proof.
    expect(await leftOf(his)).toEqual([]);
    expect(await t.storage.db.selectFrom('school_claims').select('id').execute()).toEqual([]);
    expect(await leftOf(['anna@school.example.nl', 'Verbeek'])).toEqual(['anna@school.example.nl', 'Verbeek']);
  });

  it('erases a member of staff with notes and changes, leaving "verwijderde medewerker"', async () => {
    const staff = 'medewerker@amn.example.nl';
    await addAccount(t.storage.db, staff, 'een lang en goed wachtwoord 123', new Date(t.now()));
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const id = await register([anna]);
    await addNote(t.storage.db, id, staff, 'Gebeld met de school.', new Date(t.now()));
    await recordAudit(t.storage.db, { actor: staff, action: 'note', submissionId: id }, new Date(t.now()));
    await change(id, `staff:${staff}`, [{ ...anna, job_title: 'Directeur' }]);
    await t.storage.db
      .insertInto('staff_login_failures')
      .values({ key: addressKey(staff), failures: 1, last_failure_at: '2026-11-20T08:00:00.000Z' })
      .execute();
    expect(await leftOf([staff])).toEqual([staff]);

    await erasePersonalData(t.storage.db, staff);

    expect(await leftOf([staff])).toEqual([]);
    const [note] = await t.storage.db.selectFrom('staff_notes').select(['author', 'text']).execute();
    expect(note).toEqual({ author: 'verwijderde medewerker', text: 'Gebeld met de school.' });
    const [version] = await t.storage.db.selectFrom('registration_versions').select('actor').execute();
    expect(version.actor).toBe('verwijderde medewerker');
    // The registration itself is the school's and stays.
    expect(await findRegistration(t.storage.db, id)).not.toBeNull();
  });

  it('stores the contact link id in new change entries', async () => {
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const id = await register([anna]);
    await change(id, 'anna@school.example.nl', [{ ...anna, work_number: '024 555 55 55' }]);
    const link = await t.storage.db
      .selectFrom('registration_contacts')
      .select('id')
      .where('email', '=', 'anna@school.example.nl')
      .executeTakeFirstOrThrow();
    const [version] = await t.storage.db.selectFrom('registration_versions').select('changes').execute();
    expect(JSON.parse(version.changes)).toEqual([expect.objectContaining({ contact: link.id })]);
  });

  it("exports what is the person's own: their login attempts and entry, not a colleague's phone", async () => {
    const anna = person('Anna', 'Verbeek', 'anna@school.example.nl', '024 111 11 11');
    const dirk = person('Dirk', 'Mulder', 'dirk@school.example.nl', '024 222 22 22');
    const id = await register([anna, dirk]);
    await change(id, 'dirk@school.example.nl', [anna, { ...dirk, work_number: '024 444 44 44' }]);
    await addNote(t.storage.db, id, 'medewerker@amn.example.nl', 'Anna Verbeek belt terug.', new Date(t.now()));
    await t.storage.db
      .insertInto('staff_login_failures')
      .values({ key: addressKey('anna@school.example.nl'), failures: 2, last_failure_at: '2026-11-20T08:00:00.000Z' })
      .execute();

    const data = await exportPersonalData(t.storage.db, 'anna@school.example.nl');

    expect(data.loginAttempts).toEqual([{ failures: 2, lastFailedAt: '2026-11-20T08:00:00.000Z' }]);
    expect(data.submissions).toHaveLength(1);
    expect(data.notes.map((note) => note.text)).toEqual(['Anna Verbeek belt terug.']);
    expect(data.registrationVersions).toHaveLength(1);
    expect(data.mails.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).toContain('024 111 11 11');
    expect(text).toContain('De Klimop');
    for (const colleague of ['dirk@school.example.nl', 'Mulder', '024 222 22 22', '024 444 44 44']) {
      expect(text).not.toContain(colleague);
    }
  });
});
