/**
 * Which domains are a school's own: DUO's web-address domain unless shared, and only the contact
 * domains the helpdesk ticked for the board when it confirmed a registration (issue 63).
 */
import { XSRF } from '../../../src/domain/constants';
import type { SubmissionDetail } from '../../../src/domain/staff';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school as schoolOf, validValues } from '../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const FINAL = 'doorstroomtoets-registration-2026';

function indexed(brin: string, website: string, board: string): IndexedSchool {
  const base = schoolOf({ instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) });
  return { ...base, cf_brin_locatienr: brin, sector: 'po', facts: { website, phone: '030 123 45 67', board } };
}

const SCHOOLS = [
  // One board, each school on a site of its own (the 32GR00 case of the issue).
  indexed('32GR00', 'www.kindcentrumstellanova.nl', '70001'),
  indexed('15SQ00', 'www.de-sterre.nl', '70001'),
  indexed('15FM00', 'www.het-anker.nl', '70001'),
  indexed('15FN00', 'www.de-boog.nl', '70001'),
  indexed('15TT00', 'www.de-toren.nl', '70001'),
  indexed('15XX00', 'www.de-wissel.nl', '70001'),
  indexed('16AA00', 'www.de-brug.nl', '70002'),
  // nldata.nl hosts schools by path, of two boards.
  indexed('40AA00', 'www.nldata.nl/grotebeer', '80001'),
  indexed('40AA01', 'www.nldata.nl/carolus', '80001'),
  indexed('41BB00', 'https://www.nldata.nl/vijverhof/', '80002'),
  // One site, two boards.
  indexed('50CC00', 'www.mauritsschool-tiel.nl', '90001'),
  indexed('50DD00', 'mauritsschool-tiel.nl', '90002'),
];

function fieldsOf(brin: string) {
  const found = SCHOOLS.find((school) => school.cf_brin_locatienr === brin)!;
  const { sector: _sector, facts: _facts, cf_brin_locatienr: _code, ...fields } = found;
  return fields;
}

/** A final registration of the school, its contacts writing from these addresses. */
function registration(brin: string, ...emails: string[]) {
  const values = validValues(FINAL) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
  const [contact] = values.contacts;
  return {
    type: FINAL,
    ...values,
    school: fieldsOf(brin),
    contacts: emails.map((email, index) => ({ ...contact, first_name: `Contact${index + 1}`, email })),
  };
}

describeEachEngine("a school's own domains", (engine) => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS) });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date())}`;
  });
  afterAll(async () => t.close());

  const headers = () => ({
    'content-type': 'application/json',
    origin: ORIGIN,
    cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
    [XSRF.header.toLowerCase()]: XSRF_TOKEN,
  });
  const confirm = async (brin: string, body: object) =>
    t.inject({
      method: 'POST',
      url: `/api/staff/submissions/${await idOf(brin)}/confirm-school`,
      headers: headers(),
      payload: JSON.stringify(body),
    });
  const idOf = async (brin: string) =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('school_brin', '=', brin)
        .executeTakeFirstOrThrow()
    ).id;
  const register = async (brin: string, ...emails: string[]) =>
    expect((await t.post('/api/process-form', registration(brin, ...emails))).statusCode).toBe(307);
  const detail = async (brin: string) =>
    (
      await t.inject({ url: `/api/staff/submissions/${await idOf(brin)}`, headers: headers() })
    ).json() as SubmissionDetail;
  const checkOf = async (brin: string) => (await detail(brin)).schoolCheck?.state ?? 'vertrouwd';
  const boardDomains = async (board: string) =>
    (await t.storage.db.selectFrom('board_domains').select('domain').where('board', '=', board).execute()).map(
      (row) => row.domain,
    );

  it("confirming a mixed registration remembers only the ticked domain: the stranger's stays 'te controleren'", async () => {
    // Before the confirmation: one check from the ticked domain alone, one with a stranger beside it.
    await register('15SQ00', 'ict@kindcentrumstellanova.nl');
    await register('15TT00', 'ict@kindcentrumstellanova.nl', 'evil@evil-example.nl');
    await register('32GR00', 'directie@kindcentrumstellanova.nl', 'helper@evil-example.nl');
    const shown = await detail('32GR00');
    expect(shown.schoolCheck?.domainChoices).toEqual([
      { domain: 'kindcentrumstellanova.nl', notForBoard: null },
      { domain: 'evil-example.nl', notForBoard: null },
    ]);

    const confirmed = await confirm('32GR00', { domains: ['kindcentrumstellanova.nl'] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().text).toBe(
      'Bevestigd. Adressen op @kindcentrumstellanova.nl gelden voortaan voor alle scholen van dit bestuur.',
    );
    expect(await boardDomains('70001')).toEqual(['kindcentrumstellanova.nl']);
    const audit = await t.storage.db
      .selectFrom('staff_audit')
      .select(['actor', 'detail'])
      .where('action', '=', 'school-confirm')
      .where('submission_id', '=', await idOf('32GR00'))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: 'els@amn.nl', detail: 'kindcentrumstellanova.nl' });
    // The board's other open checks: confirmed only where every domain is the board's now.
    expect(await checkOf('32GR00')).toBe('bevestigd');
    expect(await checkOf('15SQ00')).toBe('bevestigd');
    expect(await checkOf('15TT00')).toBe('te-controleren');

    // Afterwards the stranger's domain (and a subdomain of it) is still checked for the board's schools.
    await register('15FM00', 'evil@evil-example.nl');
    await register('15FN00', 'x@mail.evil-example.nl');
    expect(await checkOf('15FM00')).toBe('te-controleren');
    expect(await checkOf('15FN00')).toBe('te-controleren');
    // The ticked one is the board's next school's own domain (trusted once the address is proven,
    // 'onbevestigd' until then), and no other board's.
    await register('15XX00', 'info@kindcentrumstellanova.nl');
    expect(await checkOf('15XX00')).toBe('onbevestigd');
    await register('16AA00', 'info@kindcentrumstellanova.nl');
    expect(await checkOf('16AA00')).toBe('te-controleren');
  });

  it("refuses a public mail domain and a domain that is no contact's with 400, writing nothing", async () => {
    await register('50CC00', 'juf@gmail.com', 'info@mauritsschool-tiel.nl');
    expect((await detail('50CC00')).schoolCheck?.domainChoices).toEqual([
      { domain: 'gmail.com', notForBoard: 'public' },
      { domain: 'mauritsschool-tiel.nl', notForBoard: 'shared' },
    ]);
    const publicDomain = await confirm('50CC00', { domains: ['gmail.com'] });
    expect(publicDomain.statusCode).toBe(400);
    expect(publicDomain.body).toBe('@gmail.com wordt nooit voor een bestuur onthouden (openbaar maildomein).');
    const stranger = await confirm('50CC00', { domains: ['elders.nl'] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toBe('@elders.nl is geen domein van de contactpersonen van deze aanmelding.');
    expect(await checkOf('50CC00')).toBe('te-controleren');
    expect(await boardDomains('90001')).toEqual([]);
    const audits = await t.storage.db
      .selectFrom('staff_audit')
      .select('action')
      .where('action', '=', 'school-confirm')
      .where('submission_id', '=', await idOf('50CC00'))
      .execute();
    expect(audits).toEqual([]);
  });

  it('trusts no shared domain for any of its schools, and refuses to remember one', async () => {
    // Its own DUO web address, but nldata.nl hosts schools of two boards by path.
    await register('40AA00', 'directie@nldata.nl');
    await register('41BB00', 'directie@nldata.nl');
    // mauritsschool-tiel.nl is the web address of two boards' schools.
    await register('50DD00', 'info@mauritsschool-tiel.nl');
    for (const brin of ['40AA00', '41BB00', '50DD00']) expect(await checkOf(brin)).toBe('te-controleren');
    expect((await detail('40AA00')).schoolCheck?.domainChoices).toEqual([
      { domain: 'nldata.nl', notForBoard: 'shared' },
    ]);

    const shared = await confirm('40AA00', { domains: ['nldata.nl'] });
    expect(shared.statusCode).toBe(400);
    expect(shared.body).toBe('@nldata.nl wordt nooit voor een bestuur onthouden (gedeeld domein).');
    expect(await boardDomains('80001')).toEqual([]);
    // Confirming with nothing ticked confirms this registration and remembers nothing.
    const plain = await confirm('40AA00', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.json().text).toBe('Bevestigd.');
    expect(await checkOf('40AA00')).toBe('bevestigd');
    await register('40AA01', 'directie@nldata.nl');
    expect(await checkOf('40AA01')).toBe('te-controleren');
  });
});
