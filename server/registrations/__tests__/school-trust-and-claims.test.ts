import { rowFields } from '../../submissions/store/payload';
import { mailingStorage } from '../../mail/caps';
import { XSRF } from '../../../src/domain/constants';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { findRegistration } from '../../submissions/store/registrations';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school as schoolOf, validValues } from '../../../test/support/server/payloads';
import { raceGate } from '../../../test/support/server/race';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import type { ListItem, SubmissionDetail } from '../../../src/domain/staff';
import { renderOutboxMail } from '../../mail/render-outbox';
import { markProven } from '../../mail/proof';

const FINAL = 'doorstroomtoets-registration-2026';

/** A school of the finder with DUO's web address, phone and board. */
function indexed(brin: string, website: string | null, board = '41234'): IndexedSchool {
  const base = schoolOf({ instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) });
  return {
    ...base,
    cf_brin_locatienr: brin,
    sector: 'po',
    facts: { website, phone: '030 123 45 67', board },
  } as IndexedSchool;
}

/** Schools of one board: the first four on obs-voorbeeld.nl's web address. */
const SCHOOLS = [
  indexed('11LH00', 'www.obs-voorbeeld.nl'),
  indexed('11LH01', 'https://www.obs-voorbeeld.nl/'),
  indexed('11LH02', 'obs-voorbeeld.nl'),
  indexed('11LH03', 'www.obs-voorbeeld.nl'),
  indexed('22AB00', 'www.de-klimop.nl', '50001'),
  indexed('22AB01', 'www.de-linde.nl', '50001'),
  indexed('22AB02', 'www.de-eik.nl', '50001'),
  indexed('33CD00', 'www.obs-ander.nl', '60001'),
  indexed('33CD01', 'www.obs-ander.nl', '60001'),
];

const schoolFields = (brin: string) => {
  const {
    sector: _sector,
    facts: _facts,
    cf_brin_locatienr: _code,
    ...fields
  } = SCHOOLS.find((school) => school.cf_brin_locatienr === brin)!;
  return fields;
};

/** A final registration of the school with one contact. */
function registration(brin: string, email: string, first = 'Anna') {
  const values = validValues(FINAL) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
  return {
    type: FINAL,
    ...values,
    school: schoolFields(brin),
    contacts: [{ ...values.contacts[0], first_name: first, email }],
  };
}

describeEachEngine('who may act for a school', (engine) => {
  let t: TestApp;
  let session: string;
  const gate = raceGate();

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS), racePause: gate.pause });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
    // The claimants confirmed their addresses before: these tests are about the helpdesk's decisions
    // (a claim waiting for its claimant's proof: proof-before-trust.test.ts).
    for (const claimant of [
      'directie@obs-voorbeeld.nl',
      'z@obs-voorbeeld.nl',
      'q@obs-ander.nl',
      's@obs-ander.nl',
      't@obs-ander.nl',
    ]) {
      await markProven(t.storage.db, claimant, new Date(t.now()).toISOString());
    }
  });
  afterAll(async () => t.close());

  const staffHeaders = () => ({
    'content-type': 'application/json',
    origin: ORIGIN,
    cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
    [XSRF.header.toLowerCase()]: XSRF_TOKEN,
  });
  const staffGet = (url: string) => t.inject({ method: 'GET', url, headers: staffHeaders() });
  const staffPost = (url: string, body: object = {}) =>
    t.inject({ method: 'POST', url, headers: staffHeaders(), payload: JSON.stringify(body) });
  const idOf = async (brin: string) =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('school_brin', '=', brin)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const listed = async (attention: string) =>
    ((await staffGet(`/api/staff/submissions?attention=${attention}`)).json() as { items: ListItem[] }).items;
  const detail = async (id: string) => (await staffGet(`/api/staff/submissions/${id}`)).json() as SubmissionDetail;
  const mailsTo = async (recipient: string) =>
    (await t.storage.db.selectFrom('outbox').select(['template']).where('recipient', '=', recipient).execute()).map(
      (row) => row.template,
    );
  const claim = (brin: string, email: string, headers: Record<string, string> = {}) =>
    t.post(
      '/api/claims',
      {
        type: FINAL,
        school: { instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) },
        claimant: {
          first_name: 'Dirk',
          last_name: 'de Directeur',
          email,
          phone: '030 123 45 67',
          message: 'Wij hebben deze school niet aangemeld.',
        },
      },
      { bot: false, headers },
    );
  const openClaimId = async (brin: string) =>
    (await detail(await idOf(brin))).claims.find((item) => item.state === 'open')!.id;

  it('takes a registration from a gmail address but lists it "te controleren", with the school\'s DUO web address and phone', async () => {
    expect((await t.post('/api/process-form', registration('11LH00', 'x@gmail.com'))).statusCode).toBe(307);
    const id = await idOf('11LH00');
    expect((await listed('te-controleren')).map((item) => item.id)).toContain(id);
    const item = (await listed('')).find((row) => row.id === id)!;
    expect(item.schoolCheck).toBe('te-controleren');
    const shown = await detail(id);
    expect(shown.schoolCheck).toMatchObject({
      state: 'te-controleren',
      domains: ['gmail.com'],
      website: 'www.obs-voorbeeld.nl',
      phone: '030 123 45 67',
    });
  });

  it("trusts a registration from the school's own domain from a proven address at once", async () => {
    expect((await t.post('/api/process-form', registration('11LH01', 'directie@obs-voorbeeld.nl'))).statusCode).toBe(
      307,
    );
    const id = await idOf('11LH01');
    expect((await listed('te-controleren')).map((item) => item.id)).not.toContain(id);
    expect((await detail(id)).schoolCheck).toBeNull();
  });

  it('answers a second party that the school was registered from outside its domain, with the way to claim; the claim reaches the workspace and the registered contact', async () => {
    // From outside the school's domain too (the school's own domain would take the place back).
    const second = await t.post('/api/process-form', registration('11LH00', 'dirk@elders.example', 'Dirk'));
    expect(second.statusCode).toBe(409);
    // A stranger's registration tells no domain: it would say who chose us, and mislead the school.
    expect(second.body).toContain('door iemand buiten het domein van de school');
    expect(second.body).not.toContain('gmail.com');
    expect(second.body).toContain('Vraag de aanmelding over');
    const check = await t.inject({
      url: `/api/schoolAlreadyRegistered?mode=registration&type=${FINAL}&instellingscode=11LH&vestigingscode=00`,
    });
    expect(check.json()).toEqual({ schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null });

    const filed = await claim('11LH00', 'directie@obs-voorbeeld.nl');
    expect(filed.statusCode).toBe(202);
    expect(filed.json().text).toMatch(/helpdesk/);
    const id = await idOf('11LH00');
    const conflicts = await listed('conflict');
    expect(conflicts.find((item) => item.id === id)?.openClaims).toBe(1);
    const shown = await detail(id);
    // Both parties: the registered contact in the fields, the claimant beside them.
    expect(shown.rows.some((row) => row.value === 'x@gmail.com')).toBe(true);
    expect(shown.claims[0]).toMatchObject({
      state: 'open',
      name: 'Dirk de Directeur',
      email: 'directie@obs-voorbeeld.nl',
    });
    expect(await mailsTo('x@gmail.com')).toContain('claim-made');
  });

  it("moves the registration to the claimant: a new version, the claimant's link works, the old one ends, both mailed, audited", async () => {
    const id = await idOf('11LH00');
    const oldLink = (await findContactLink(t.storage.db, id, 'x@gmail.com'))!;
    const oldToken = personalToken(t.app.signingKey, oldLink);
    expect((await t.inject({ url: `/api/registration?token=${encodeURIComponent(oldToken)}` })).statusCode).toBe(200);

    const moved = await staffPost(`/api/staff/claims/${await openClaimId('11LH00')}/move`);
    expect(moved.statusCode).toBe(200);

    const record = (await findRegistration(t.storage.db, id))!;
    expect(record.version).toBe(2);
    expect((rowFields(record.values).contacts as { email: string }[]).map((contact) => contact.email)).toEqual([
      'directie@obs-voorbeeld.nl',
    ]);
    expect((await t.inject({ url: `/api/registration?token=${encodeURIComponent(oldToken)}` })).statusCode).toBe(404);
    const newLink = (await findContactLink(t.storage.db, id, 'directie@obs-voorbeeld.nl'))!;
    const mine = await t.inject({
      url: `/api/registration?token=${encodeURIComponent(personalToken(t.app.signingKey, newLink))}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(await mailsTo('directie@obs-voorbeeld.nl')).toContain('registration-moved');
    const movedRow = await t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'registration-moved')
      .executeTakeFirstOrThrow();
    const movedMail = await renderOutboxMail(t.storage.db, movedRow, {
      publicUrl: 'https://amn.example.nl',
      signingKey: t.app.signingKey,
      now: new Date(t.now()),
    });
    expect(movedMail.subject).toMatch(/^De aanmelding staat nu op uw naam – .+ – AMN-\d{4}-\w{4}$/);
    expect(movedMail.text).toContain('https://amn.example.nl/');
    expect(await mailsTo('x@gmail.com')).toContain('claim-moved-away');
    const audit = await t.storage.db
      .selectFrom('staff_audit')
      .select('action')
      .where('submission_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('claim-move');
    const shown = await detail(id);
    expect(shown.claims[0].state).toBe('overgedragen');
    expect(shown.schoolCheck?.state).toBe('bevestigd');
    expect((await listed('conflict')).map((item) => item.id)).not.toContain(id);
  });

  it('rejects a claim: the registration stays, the claimant and the contacts are mailed', async () => {
    expect((await t.post('/api/process-form', registration('11LH02', 'y@gmail.com'))).statusCode).toBe(307);
    expect((await claim('11LH02', 'z@obs-voorbeeld.nl', { 'accept-language': 'ro' })).statusCode).toBe(202);
    const rejected = await staffPost(`/api/staff/claims/${await openClaimId('11LH02')}/reject`);
    expect(rejected.statusCode).toBe(200);
    const id = await idOf('11LH02');
    expect((await findRegistration(t.storage.db, id))!.version).toBe(1);
    const mails = await t.storage.db
      .selectFrom('outbox')
      .select(['template', 'locale'])
      .where('recipient', '=', 'z@obs-voorbeeld.nl')
      .orderBy('created_at')
      .execute();
    // The receipt when it was filed, the outcome now: in the claimant's language.
    expect(mails).toEqual([
      { template: 'claim-receipt', locale: 'ro' },
      { template: 'claim-rejected', locale: 'ro' },
    ]);
    expect(await mailsTo('y@gmail.com')).toContain('claim-kept');
  });

  it('answers a claim on a school without a registration with 404 and words', async () => {
    const answer = await claim('11LH03', 'a@obs-voorbeeld.nl');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatch(/geen aanmelding/);
  });

  it("confirming remembers the ticked contact domain for the board: the board's next school is trusted at once", async () => {
    expect((await t.post('/api/process-form', registration('22AB00', 'info@stichting-voorbeeld.nl'))).statusCode).toBe(
      307,
    );
    expect((await t.post('/api/process-form', registration('22AB01', 'ict@stichting-voorbeeld.nl'))).statusCode).toBe(
      307,
    );
    const first = await idOf('22AB00');
    const second = await idOf('22AB01');
    const confirmed = await staffPost(`/api/staff/submissions/${first}/confirm-school`, {
      domains: ['stichting-voorbeeld.nl'],
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().text).toContain('@stichting-voorbeeld.nl');
    // The board's other registration from that domain is confirmed with it.
    expect((await detail(second)).schoolCheck?.state).toBe('bevestigd');
    expect((await t.post('/api/process-form', registration('22AB02', 'dir@stichting-voorbeeld.nl'))).statusCode).toBe(
      307,
    );
    // The board's domain is the school's own: trusted once the address is proven.
    expect((await detail(await idOf('22AB02'))).schoolCheck?.state).toBe('onbevestigd');
    const again = await staffPost(`/api/staff/submissions/${first}/confirm-school`);
    expect(again.statusCode).toBe(409);
  });

  it("never makes a public mail domain the board's", async () => {
    const id = await idOf('11LH02');
    const ticked = await staffPost(`/api/staff/submissions/${id}/confirm-school`, { domains: ['gmail.com'] });
    expect(ticked.statusCode).toBe(400);
    expect((await staffPost(`/api/staff/submissions/${id}/confirm-school`)).statusCode).toBe(200);
    const domains = await t.storage.db.selectFrom('board_domains').select('domain').execute();
    expect(domains.map((row) => row.domain)).not.toContain('gmail.com');
  });

  it('two colleagues deciding one claim at once: one decision is made, the other is told', async () => {
    expect((await t.post('/api/process-form', registration('33CD00', 'p@gmail.com'))).statusCode).toBe(307);
    expect((await claim('33CD00', 'q@obs-ander.nl')).statusCode).toBe(202);
    const claimId = await openClaimId('33CD00');
    gate.hold('write');
    const answers = await Promise.all([
      staffPost(`/api/staff/claims/${claimId}/move`),
      staffPost(`/api/staff/claims/${claimId}/reject`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const id = await idOf('33CD00');
    const record = (await findRegistration(t.storage.db, id))!;
    const movedWon = answers[0].statusCode === 200;
    expect(record.version).toBe(movedWon ? 2 : 1);
    expect((await detail(id)).claims[0].state).toBe(movedWon ? 'overgedragen' : 'afgewezen');
  });

  it('two moves of two claims on one registration at once: one moves it, the other finds it changed', async () => {
    expect((await t.post('/api/process-form', registration('33CD01', 'r@gmail.com'))).statusCode).toBe(307);
    expect((await claim('33CD01', 's@obs-ander.nl')).statusCode).toBe(202);
    expect((await claim('33CD01', 't@obs-ander.nl')).statusCode).toBe(202);
    const claims = (await detail(await idOf('33CD01'))).claims.map((item) => item.id);
    gate.hold('write');
    const answers = await Promise.all(claims.map((claimId) => staffPost(`/api/staff/claims/${claimId}/move`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const record = (await findRegistration(t.storage.db, await idOf('33CD01')))!;
    expect(record.version).toBe(2);
    expect((rowFields(record.values).contacts as unknown[]).length).toBe(1);
    const states = (await detail(record.id)).claims.map((item) => item.state).sort();
    expect(states).toEqual(['open', 'overgedragen']);
  });

  it('two colleagues confirming one registration at once: one confirms, the other is told', async () => {
    expect((await t.post('/api/process-form', registration('11LH03', 'k@gmail.com'))).statusCode).toBe(307);
    const id = await idOf('11LH03');
    gate.hold('write');
    const answers = await Promise.all([
      staffPost(`/api/staff/submissions/${id}/confirm-school`),
      staffPost(`/api/staff/submissions/${id}/confirm-school`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audits = await t.storage.db
      .selectFrom('staff_audit')
      .select('action')
      .where('submission_id', '=', id)
      .where('action', '=', 'school-confirm')
      .execute();
    expect(audits).toHaveLength(1);
  });
});

describeEachEngine('the mails of a claim', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS) });
  });
  afterAll(async () => t.close());

  it('tells the registered contact, and the claimant of a rejection, in words and without the registration', async () => {
    expect((await t.post('/api/process-form', registration('11LH00', 'x@gmail.com'))).statusCode).toBe(307);
    // A claimant who confirmed the address before: the claim is filed at once.
    await markProven(t.storage.db, 'dirk@obs-voorbeeld.nl', new Date(t.now()).toISOString());
    const claimed = await t.post(
      '/api/claims',
      {
        type: FINAL,
        school: { instellingscode: '11LH', vestigingscode: '00' },
        claimant: { first_name: 'Dirk', last_name: 'Dekker', email: 'dirk@obs-voorbeeld.nl', phone: '', message: '' },
      },
      { bot: false },
    );
    expect(claimed.statusCode).toBe(202);
    const link = { publicUrl: 'https://amn.example.nl', signingKey: t.app.signingKey };
    const row = await t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'claim-made')
      .executeTakeFirstOrThrow();
    const made = await renderOutboxMail(t.storage.db, row, { ...link, now: new Date(t.now()) });
    expect(made.subject).toMatch(/^Iemand vraagt de aanmelding over – .+ – AMN-\d{4}-\w{4}$/);
    expect(made.text).toContain('Er verandert nog niets');
    expect(made.text).not.toContain('dirk@obs-voorbeeld.nl');

    const id = row.submission_id!;
    const claimId = (
      await t.storage.db
        .selectFrom('school_claims')
        .select('id')
        .where('submission_id', '=', id)
        .executeTakeFirstOrThrow()
    ).id;
    const { rejectClaim } = await import('../../registration-service/claims');
    await rejectClaim(
      { storage: mailingStorage(t.app), helpdeskEmail: 'helpdesk@amn.example.nl', actor: 'els@amn.nl', at: new Date() },
      claimId,
    );
    const rejected = await t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'claim-rejected')
      .executeTakeFirstOrThrow();
    const text = await renderOutboxMail(t.storage.db, rejected, { ...link, now: new Date(t.now()) });
    expect(text.text).toContain('niet toegekend');
    // A stranger learns nothing of the registration: no link, no contact, no summary.
    expect(text.text).not.toContain('x@gmail.com');
    expect(text.text).not.toContain('https://amn.example.nl');
  });
});
