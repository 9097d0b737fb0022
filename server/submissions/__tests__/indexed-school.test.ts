import { XSRF } from '../../../src/domain/constants';
import type { SubmissionDetail } from '../../../src/domain/staff';
import { indexedSchoolName } from '../../../src/domain/school';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { renderOutboxMail } from '../../mail/render-outbox';
import { markProven } from '../../mail/proof';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const FINAL = 'doorstroomtoets-registration-2026';
const PRE = 'doorstroomtoets-pre-registration-2026';
const FORGED = 'Uw betaling is mislukt, bel 0900-1234 – AMN Security';
const TYPED = 'Basisschool Uw factuur staat open 7';

/** The school as DUO has it, in the finder's index. */
const DUINROOS: IndexedSchool = {
  naam: 'OBS De Duinroos',
  instellingscode: '20UP',
  vestigingscode: '00',
  straatnaam: 'Duinweg',
  huisnummer: '3-A',
  postcode: '2202 AB',
  plaatsnaam: 'NOORDWIJK',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
  cf_brin_locatienr: '20UP00',
  sector: 'po',
  facts: { website: 'www.duinroos.nl', phone: '071 123 45 67', board: '41234' },
};

/** Its other branch. */
const DUINROOS_WEST: IndexedSchool = {
  ...DUINROOS,
  naam: 'OBS De Duinroos West',
  vestigingscode: '01',
  cf_brin_locatienr: '20UP01',
};

/** The chosen school as a forger sends it: DUO's codes, a name and address of their own. */
const forgedSchool = {
  naam: FORGED,
  instellingscode: '20up',
  vestigingscode: '00',
  straatnaam: 'Nepstraat',
  huisnummer: '1',
  postcode: '1234 AB',
  plaatsnaam: 'Bel ons nu',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
  bron: 'duo',
};

/** A school typed by hand in a round's form: no codes. */
const typedSchool = (naam: string, codes: Record<string, string | null> = {}) => ({
  naam,
  instellingscode: null,
  vestigingscode: null,
  straatnaam: 'Kerkstraat',
  huisnummer: '5',
  postcode: '6546 BB',
  plaatsnaam: 'Nijmegen',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
  ...codes,
});

describeEachEngine("a school's facts come from DUO", (engine) => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex([DUINROOS, DUINROOS_WEST]) });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date())}`;
  });
  afterAll(async () => t.close());

  /** A round's registration of `school` by one contact, in the page's `locale`. */
  const register = (school: object, email: string, { manualEntry = false, locale = 'nl' } = {}) => {
    const values = validValues(FINAL) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
    return t.post(
      '/api/process-form',
      { type: FINAL, ...values, school, manualEntry, contacts: [{ ...values.contacts[0], email }] },
      { headers: { 'accept-language': locale } },
    );
  };
  /** The registration whose first contact is `email`. */
  const stored = async (email: string) => {
    const row = await t.storage.db
      .selectFrom('submissions')
      .select(['id', 'payload'])
      .where('payload', 'like', `%${email}%`)
      .executeTakeFirstOrThrow();
    return { id: row.id, values: JSON.parse(row.payload) as { school: Record<string, unknown> } };
  };
  /** Every mail the submission queued, rendered as the worker sends it. */
  const mailsOf = async (id: string) => {
    const rows = await t.storage.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).execute();
    const link = { publicUrl: 'https://www.amn.nl', signingKey: t.app.signingKey, now: new Date(t.now()) };
    return Promise.all(
      rows.map(async (row) => ({ template: row.template, ...(await renderOutboxMail(t.storage.db, row, link)) })),
    );
  };
  const staffDetail = async (id: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/staff/submissions/${id}`,
        headers: { origin: ORIGIN, cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}` },
      })
    ).json() as SubmissionDetail;
  /** The school's contact clicked a link of ours before: its mails go out as they are, no proof mail first. */
  const proven = (email: string) => markProven(t.storage.db, email, new Date(t.now()).toISOString());
  /**
   * A typed school's victim has proven nothing: besides the mails that wait, their mailbox gets the
   * neutral proof mail, which names no school typed by hand, in its subject or its text.
   */
  const expectNeutralProof = (mails: { template: string | null; subject: string; text: string }[]) => {
    const proofs = mails.filter((mail) => mail.template === 'mailbox-proof');
    expect(proofs).toHaveLength(1);
    expect(proofs[0].subject).toBe('Bevestig uw e-mailadres');
    expect(proofs[0].text).not.toMatch(/factuur|Basisschool/);
    return mails.filter((mail) => mail.template !== 'mailbox-proof');
  };
  const change = async (id: string, email: string, changes: Record<string, unknown>) => {
    const link = await findContactLink(t.storage.db, id, email);
    const token = personalToken(t.app.signingKey, link!);
    const page = (await t.inject({ url: `/api/registration?token=${token}` })).json() as { version: number };
    const { values } = await stored(email);
    return t.post('/api/registration/change', { ...values, ...changes, token, version: page.version });
  };

  it("stores a chosen school under DUO's name and address, whatever name the browser sent", async () => {
    // The subject is the school's facts, not the proof.
    await proven('directie@duinroos.nl');
    expect((await register(forgedSchool, 'directie@duinroos.nl')).statusCode).toBe(307);
    const { id, values } = await stored('directie@duinroos.nl');
    expect(values.school).toMatchObject({
      naam: 'OBS De Duinroos',
      instellingscode: '20UP',
      straatnaam: 'Duinweg',
      huisnummer: '3-A',
      postcode: '2202 AB',
      plaatsnaam: 'NOORDWIJK',
      cf_brin_locatienr: '20UP00',
      bron: 'duo',
    });
    expect(JSON.stringify(values)).not.toMatch(/betaling|Nepstraat|Bel ons/);
    expect(indexedSchoolName(values)).toBe('OBS De Duinroos');

    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['confirmation', 'helpdesk-notice']);
    for (const mail of mails) {
      expect(mail.subject).toContain('OBS De Duinroos');
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/betaling|Nepstraat/);
    }
    expect(mails.find((mail) => mail.template === 'confirmation')!.text).toContain('OBS De Duinroos');

    // The workspace's record shows DUO's name.
    const detail = await staffDetail(id);
    expect(detail.values?.school).toMatchObject({ naam: 'OBS De Duinroos' });
    expect(JSON.stringify(detail.rows)).toContain('OBS De Duinroos');
    expect(JSON.stringify(detail)).not.toMatch(/betaling/);
  });

  it('keeps the stored school when a change through the personal link sends another one', async () => {
    const { id } = await stored('directie@duinroos.nl');
    const contact = (validValues(FINAL).contacts as Record<string, unknown>[])[0];
    const response = await change(id, 'directie@duinroos.nl', {
      school: { ...forgedSchool, naam: 'Nieuwe naam, bel 0900-1234' },
      contacts: [
        { ...contact, email: 'directie@duinroos.nl' },
        { ...contact, first_name: 'Bram', email: 'bram@duinroos.nl' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { values } = await stored('directie@duinroos.nl');
    expect(values.school).toMatchObject({ naam: 'OBS De Duinroos', bron: 'duo' });
    const changed = (await mailsOf(id)).filter((mail) => /changed|contact-added/.test(mail.template ?? ''));
    // Both contacts (Bram, added, gets the whole registration) and the helpdesk.
    expect(changed).toHaveLength(3);
    for (const mail of changed) expect(mail.subject).toContain('OBS De Duinroos');
  });

  it('never puts the name of a school typed by hand in a subject, and shows it the helpdesk marked', async () => {
    expect((await register(typedSchool(TYPED), 'victim.ex+7@gmail.com', { manualEntry: true })).statusCode).toBe(307);
    const { id, values } = await stored('victim.ex+7@gmail.com');
    // Kept as typed, without the marker: its name is not DUO's, and the helpdesk checks it.
    expect(values.school.naam).toBe(TYPED);
    expect(values.school).not.toHaveProperty('bron');
    expect(indexedSchoolName(values)).toBeNull();
    expect((await staffDetail(id)).schoolCheck).toMatchObject({ state: 'te-controleren' });

    const contact = (validValues(FINAL).contacts as Record<string, unknown>[])[0];
    expect(
      (
        await change(id, 'victim.ex+7@gmail.com', {
          contacts: [
            { ...contact, email: 'victim.ex+7@gmail.com' },
            { ...contact, first_name: 'Bram', email: 'victim.ex+8@gmail.com' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const mails = expectNeutralProof(await mailsOf(id));
    expect(mails.map((mail) => mail.template)).toEqual(
      expect.arrayContaining(['confirmation', 'helpdesk-notice', 'registration-changed', 'helpdesk-changed']),
    );
    for (const mail of mails) {
      expect(mail.subject).not.toContain('factuur');
      expect(mail.subject).toMatch(/ – school handmatig ingevoerd – AMN-\d{4}-\w{4}$/);
    }
    const notice = mails.find((mail) => mail.template === 'helpdesk-notice')!;
    expect(notice.text).toContain(`van ${TYPED} (naam zoals ingevuld, niet uit DUO)`);
  });

  it('says so in Romanian in a Romanian confirmation', async () => {
    expect(
      (await register(typedSchool(TYPED), 'ro.victim@gmail.com', { manualEntry: true, locale: 'ro' })).statusCode,
    ).toBe(307);
    const mails = await mailsOf((await stored('ro.victim@gmail.com')).id);
    const confirmation = mails.find((mail) => mail.template === 'confirmation')!;
    expect(confirmation.subject).toMatch(/ – școală introdusă manual – AMN-\d{4}-\w{4}$/);
    for (const mail of mails) expect(mail.subject).not.toContain('factuur');
  });

  it('ignores a marker the browser sends with a school typed by hand', async () => {
    const school = { ...typedSchool(TYPED), bron: 'duo' };
    expect((await register(school, 'marker@gmail.com', { manualEntry: true })).statusCode).toBe(307);
    const { id, values } = await stored('marker@gmail.com');
    expect(values.school).not.toHaveProperty('bron');
    for (const mail of await mailsOf(id)) expect(mail.subject).not.toContain('factuur');
  });

  it('keeps a school with codes the index does not know as typed: checked, its name in no subject', async () => {
    const school = { ...typedSchool(TYPED, { instellingscode: '99ZZ', vestigingscode: '00' }), bron: 'duo' };
    expect((await register(school, 'nieuw@gmail.com')).statusCode).toBe(307);
    const { id, values } = await stored('nieuw@gmail.com');
    expect(values.school).toMatchObject({ naam: TYPED, cf_brin_locatienr: '99ZZ00' });
    expect(values.school).not.toHaveProperty('bron');
    expect((await staffDetail(id)).schoolCheck).toMatchObject({ state: 'te-controleren' });
    const mails = expectNeutralProof(await mailsOf(id));
    for (const mail of mails) {
      expect(mail.subject).not.toContain('factuur');
      expect(mail.subject).toMatch(/ – BRIN 99ZZ00 – AMN-\d{4}-\w{4}$/);
    }
  });

  it("takes DUO's facts for a pre-registration chosen in the finder too", async () => {
    const values = validValues(PRE) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
    const school = { ...forgedSchool, vestigingscode: '01' };
    // The subject is the school's facts, not the proof.
    await proven('pre@duinroos.nl');
    const response = await t.post('/api/process-form', {
      type: PRE,
      ...values,
      school,
      contacts: [{ ...values.contacts[0], email: 'pre@duinroos.nl' }],
    });
    expect(response.statusCode).toBe(307);
    const { id, values: preValues } = await stored('pre@duinroos.nl');
    expect(preValues.school).toMatchObject({ naam: 'OBS De Duinroos West', straatnaam: 'Duinweg', bron: 'duo' });
    for (const mail of await mailsOf(id)) expect(mail.subject).toContain('OBS De Duinroos West');
  });
});
