import { rowFields } from '../../submissions/store/payload';
import { XSRF } from '../../../src/domain/constants';
import type { FormType } from '../../../src/domain/forms';
import type { SubmissionDetail } from '../../../src/domain/staff';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { findRegistration } from '../../submissions/store/registrations';
import { renderOutboxMail } from '../../mail/render-outbox';
import { markProven } from '../../mail/proof';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school as schoolOf, validValues } from '../../../test/support/server/payloads';
import { raceGate } from '../../../test/support/server/race';
import { ORIGIN, XSRF_TOKEN, dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';

/**
 * Claims as a conversation: the claimant gets a receipt with a reference, the helpdesk a notice
 * with the record's link, both parties the outcome by name with a next step; a decision can be
 * undone until the end of the next working day, and not after; decisions and undos are
 * conditional writes.
 */
const FINAL: FormType = 'doorstroomtoets-registration-2026';
const PO: FormType = 'aanmeldformulier-po';
const LINK = { publicUrl: 'https://amn.example.nl', helpdeskEmail: 'helpdesk@amn.example.nl' };
// TEST_DAY, 15 October 2025, is a Wednesday: its decisions can be undone through Thursday.
const WEDNESDAY = '2025-10-15';

function indexed(brin: string): IndexedSchool {
  const base = schoolOf({ instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) });
  return {
    ...base,
    cf_brin_locatienr: brin,
    sector: 'po',
    facts: { website: 'https://www.obs-voorbeeld.nl/', phone: '030 123 45 67', board: '41234' },
  } as IndexedSchool;
}
const BRINS = ['11LH00', '11LH01', '11LH02', '11LH03', '11LH04', '11LH05', '11LH06', '11LH07'];
const SCHOOLS = BRINS.map(indexed);

const schoolFields = (brin: string) => {
  const {
    sector: _s,
    facts: _f,
    cf_brin_locatienr: _c,
    ...fields
  } = SCHOOLS.find((school) => school.cf_brin_locatienr === brin)!;
  return fields;
};

/** A registration of `type` held by a stranger: one contact, Anna, on gmail. */
function registration(type: FormType, brin: string, email: string) {
  const values = validValues(type) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
  return {
    type,
    ...values,
    school: schoolFields(brin),
    contacts: [{ ...values.contacts[0], first_name: 'Anna', email }],
  };
}

describeEachEngine('claims as a conversation', (engine) => {
  let t: TestApp;
  let session: string;
  const clock = dayClock(WEDNESDAY);
  const gate = raceGate();

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS), racePause: gate.pause, now: clock.now });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    session = await logIn();
  });
  afterAll(async () => t.close());
  afterEach(async () => moveTo(WEDNESDAY));

  /** A staff session on the app's clock (one that idled across a day has ended). */
  const logIn = async () => `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
  const moveTo = async (day: string) => {
    clock.setDay(day);
    session = await logIn();
  };

  const staffHeaders = () => ({
    'content-type': 'application/json',
    origin: ORIGIN,
    cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
    [XSRF.header.toLowerCase()]: XSRF_TOKEN,
  });
  const staffPost = (url: string) =>
    t.inject({ method: 'POST', url, headers: staffHeaders(), payload: JSON.stringify({}) });
  const detail = async (id: string) =>
    (
      await t.inject({ method: 'GET', url: `/api/staff/submissions/${id}`, headers: staffHeaders() })
    ).json() as SubmissionDetail;
  const idOf = async (brin: string) =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('school_brin', '=', brin)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const outbox = (recipient: string) =>
    t.storage.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('created_at').execute();
  const templatesTo = async (recipient: string) => (await outbox(recipient)).map((row) => row.template);
  /** The newest mail of `template` to `recipient`, as its reader gets it. */
  const read = async (recipient: string, template: string) => {
    const row = (await outbox(recipient)).filter((mail) => mail.template === template).at(-1);
    if (!row) throw new Error(`no ${template} to ${recipient}`);
    const mail = await renderOutboxMail(t.storage.db, row, {
      ...LINK,
      signingKey: t.app.signingKey,
      now: new Date(t.now()),
    });
    if (!('html' in mail)) throw new Error('not a templated mail');
    return mail;
  };
  const claim = (type: string, brin: string, email: string) =>
    t.post(
      '/api/claims',
      {
        type,
        school: { instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) },
        claimant: { first_name: 'Dirk', last_name: 'Dekker', email, phone: '0320 123 456', message: 'Niet door ons.' },
      },
      { bot: false },
    );
  /** A stranger's registration of `brin` with an open claim on it from the school's own address. */
  async function claimed(brin: string, claimant: string, type: FormType = FINAL) {
    expect(
      (await t.post('/api/process-form', registration(type, brin, `anna.${brin.toLowerCase()}@gmail.com`))).statusCode,
    ).toBe(307);
    await markProven(t.storage.db, claimant, new Date(t.now()).toISOString());
    expect((await claim(type, brin, claimant)).statusCode).toBe(202);
    const id = await idOf(brin);
    return { id, holder: `anna.${brin.toLowerCase()}@gmail.com`, claimId: (await detail(id)).claims[0].id };
  }
  const tokenOf = async (id: string, email: string) => {
    const link = await findContactLink(t.storage.db, id, email);
    return link ? personalToken(t.app.signingKey, link) : null;
  };
  const opens = async (token: string) =>
    (await t.inject({ url: `/api/registration?token=${encodeURIComponent(token)}` })).statusCode;

  it('a filed claim gives the claimant a receipt with its reference, the helpdesk a notice linking the record, and tells the contacts', async () => {
    const { id, holder } = await claimed('11LH00', 'dirk@obs-voorbeeld.nl');
    const shown = (await detail(id)).claims[0];
    expect(shown.reference).toMatch(/^VZ-[34679ACEFGHKMNPRTWXY]{6}$/);
    // Both parties' domains against the school's DUO web address.
    expect(shown.domains).toEqual({
      website: 'https://www.obs-voorbeeld.nl/',
      registered: [{ domain: 'gmail.com', match: null }],
      claimant: { domain: 'obs-voorbeeld.nl', match: 'site' },
    });

    const receipt = await read('dirk@obs-voorbeeld.nl', 'claim-receipt');
    expect(receipt.subject).toContain(shown.reference);
    expect(receipt.text).toContain('Beste Dirk,');
    expect(receipt.text).toContain(`kenmerk ${shown.reference}`);
    expect(receipt.text).toContain('Wat er nu gebeurt');
    // The registration's Kenmerk is the school's to name, and nothing of the registration is in it.
    expect(receipt.text).not.toMatch(/AMN-\d{4}-/);
    expect(receipt.text).not.toContain(holder);

    const kenmerk = (await findRegistration(t.storage.db, id))!.kenmerk;
    const notice = await read('helpdesk@amn.example.nl', 'helpdesk-claim');
    expect(notice.subject).toMatch(/^Verzoek tot overname: .+ – AMN-\d{4}-\w{4}$/);
    expect(notice.text).toContain(`https://amn.example.nl/beheer?inzending=${kenmerk}`);
    expect(notice.text).toContain(shown.reference);
    expect(notice.text).toContain('dirk@obs-voorbeeld.nl');
    expect(notice.text).toContain('Niet door ons.');
    expect(notice.replyTo).toBe('dirk@obs-voorbeeld.nl');
    expect(await templatesTo(holder)).toContain('claim-made');
  });

  it('a claim that waited for its claimant to prove the mailbox gets its receipt and notice on the click', async () => {
    expect((await t.post('/api/process-form', registration(FINAL, '11LH01', 'anna.x@gmail.com'))).statusCode).toBe(307);
    expect((await claim(FINAL, '11LH01', 'nieuw@obs-voorbeeld.nl')).statusCode).toBe(202);
    expect(await templatesTo('nieuw@obs-voorbeeld.nl')).toEqual(['claim-proof']);
    const proof = await read('nieuw@obs-voorbeeld.nl', 'claim-proof');
    const token = decodeURIComponent(/adres-bevestigen\?token=(\S+)/.exec(proof.text)![1]);
    expect((await t.post('/api/mailbox/confirm', { token }, { bot: false })).json()).toEqual({ state: 'claim' });
    expect(await templatesTo('nieuw@obs-voorbeeld.nl')).toEqual(['claim-proof', 'claim-receipt']);
    const id = await idOf('11LH01');
    const notices = (await outbox('helpdesk@amn.example.nl')).filter(
      (row) => row.template === 'helpdesk-claim' && row.submission_id === id,
    );
    expect(notices).toHaveLength(1);
  });

  it('a move tells both parties by name with a next step, never as data received from the claimant; undone the next working day, all is as before', async () => {
    const { id, holder, claimId } = await claimed('11LH02', 'dirk.2@obs-voorbeeld.nl');
    const holderToken = (await tokenOf(id, holder))!;
    expect((await staffPost(`/api/staff/claims/${claimId}/move`)).statusCode).toBe(200);
    expect(await opens(holderToken)).toBe(404);
    const claimantToken = (await tokenOf(id, 'dirk.2@obs-voorbeeld.nl'))!;

    const moved = await read('dirk.2@obs-voorbeeld.nl', 'registration-moved');
    expect(moved.text).toContain('Beste Dirk,');
    expect(moved.text).not.toContain('Dit hebben we van u ontvangen');
    expect(moved.text).toContain('Zo staat de aanmelding nu bij ons:');
    expect(moved.text).toContain('niet door u');
    const away = await read(holder, 'claim-moved-away');
    expect(away.text).toContain('Beste Anna,');
    expect(away.text).not.toContain('Geachte heer, mevrouw');
    // The next step names the last day the move can still be undone: Thursday.
    expect(away.text).toContain('Tot en met donderdag 16 oktober 2025');
    expect((await detail(id)).claims[0].undoUntil).toBe('2025-10-16T22:00:00.000Z');

    await moveTo('2025-10-16');
    const undone = await staffPost(`/api/staff/claims/${claimId}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().text).toMatch(/ongedaan gemaakt/);
    const record = (await findRegistration(t.storage.db, id))!;
    expect(record.version).toBe(3);
    expect((rowFields(record.values).contacts as { email: string; first_name: string }[]).map((c) => c.email)).toEqual([
      holder,
    ]);
    // The same link as before works again; the claimant's ends.
    expect(await opens(holderToken)).toBe(200);
    expect(await opens(claimantToken)).toBe(404);
    const after = await detail(id);
    expect(after.claims[0]).toMatchObject({ state: 'open', decidedAt: null, undoUntil: null });
    expect(after.schoolCheck?.state).toBe('te-controleren');
    const back = await read(holder, 'claim-move-undone');
    expect(back.text).toContain('Beste Anna,');
    expect(back.text).toContain('uw persoonlijke link werkt weer');
    const toClaimant = await read('dirk.2@obs-voorbeeld.nl', 'claim-move-undone');
    expect(toClaimant.text).toContain('Beste Dirk,');
    expect(toClaimant.text).toContain('uw persoonlijke link werkt niet meer');
    const audit = await t.storage.db
      .selectFrom('staff_audit')
      .select('action')
      .where('submission_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['claim-move', 'claim-undo']));
  });

  it('a rejection tells the claimant what they can do and the contacts that they stay; undone, the claim is open again', async () => {
    const { id, holder, claimId } = await claimed('11LH03', 'dirk.3@obs-voorbeeld.nl');
    expect((await staffPost(`/api/staff/claims/${claimId}/reject`)).statusCode).toBe(200);
    const rejected = await read('dirk.3@obs-voorbeeld.nl', 'claim-rejected');
    expect(rejected.text).toContain('Beste Dirk,');
    expect(rejected.text).toContain('Wat u nu kunt doen');
    expect(rejected.text).not.toContain(holder);
    const kept = await read(holder, 'claim-kept');
    expect(kept.text).toContain('Beste Anna,');
    expect(kept.text).toContain('U blijft contactpersoon');

    expect((await staffPost(`/api/staff/claims/${claimId}/undo`)).statusCode).toBe(200);
    expect((await detail(id)).claims[0].state).toBe('open');
    expect(await templatesTo(holder)).toContain('claim-reject-undone');
    expect(await templatesTo('dirk.3@obs-voorbeeld.nl')).toContain('claim-reject-undone');
    // Open again, it can be decided again.
    expect((await staffPost(`/api/staff/claims/${claimId}/reject`)).statusCode).toBe(200);
  });

  it('after the next working day an undo is refused and nothing changes', async () => {
    const { id, claimId } = await claimed('11LH04', 'dirk.4@obs-voorbeeld.nl');
    expect((await staffPost(`/api/staff/claims/${claimId}/move`)).statusCode).toBe(200);
    await moveTo('2025-10-17');
    expect((await detail(id)).claims[0].undoUntil).toBeNull();
    const refused = await staffPost(`/api/staff/claims/${claimId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/niet meer ongedaan/);
    expect((await findRegistration(t.storage.db, id))!.version).toBe(2);
    expect((await detail(id)).claims[0].state).toBe('overgedragen');
  });

  it('two colleagues undoing one decision at once: one undoes it, the other is told', async () => {
    const { id, claimId } = await claimed('11LH05', 'dirk.5@obs-voorbeeld.nl');
    expect((await staffPost(`/api/staff/claims/${claimId}/move`)).statusCode).toBe(200);
    gate.hold('write');
    const answers = await Promise.all([
      staffPost(`/api/staff/claims/${claimId}/undo`),
      staffPost(`/api/staff/claims/${claimId}/undo`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await findRegistration(t.storage.db, id))!.version).toBe(3);
    const undos = await t.storage.db
      .selectFrom('staff_audit')
      .select('action')
      .where('submission_id', '=', id)
      .where('action', '=', 'claim-undo')
      .execute();
    expect(undos).toHaveLength(1);
  });

  it('an undo after the new contact changed the registration is refused: their change is not thrown away', async () => {
    const { id, claimId } = await claimed('11LH06', 'dirk.6@obs-voorbeeld.nl');
    expect((await staffPost(`/api/staff/claims/${claimId}/move`)).statusCode).toBe(200);
    const token = (await tokenOf(id, 'dirk.6@obs-voorbeeld.nl'))!;
    const record = (await findRegistration(t.storage.db, id))!;
    const raised = structuredClone(record.values) as { products: { Doorstroomtoets: { amount: number } } };
    raised.products.Doorstroomtoets.amount = 31;
    const changed = await t.post('/api/registration/change', { ...raised, token, version: record.version });
    expect(changed.statusCode).toBe(200);
    const refused = await staffPost(`/api/staff/claims/${claimId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/na de overdracht gewijzigd/);
    expect((await findRegistration(t.storage.db, id))!.version).toBe(3);
    expect((await detail(id)).claims[0].state).toBe('overgedragen');
  });

  it('the primary sign-up has the same claim path: who holds it, and a claim on it', async () => {
    expect((await t.post('/api/process-form', registration(PO, '11LH07', 'po.anna@gmail.com'))).statusCode).toBe(307);
    const check = await t.inject({
      url: `/api/schoolAlreadyRegistered?mode=registration&type=${PO}&instellingscode=11LH&vestigingscode=07`,
    });
    expect(check.json()).toEqual({ schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null });
    await markProven(t.storage.db, 'po.dirk@obs-voorbeeld.nl', new Date(t.now()).toISOString());
    expect((await claim(PO, '11LH07', 'po.dirk@obs-voorbeeld.nl')).statusCode).toBe(202);
    expect(await templatesTo('po.anna@gmail.com')).toContain('claim-made');
    expect(await templatesTo('po.dirk@obs-voorbeeld.nl')).toEqual(['claim-receipt']);
  });
});
