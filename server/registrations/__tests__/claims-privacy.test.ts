/**
 * A claim names a person: an access request shows it, an erasure removes it (the claimant's own, and
 * those on a registration that goes), and the daily sweep drops decided claims after 30 days.
 */
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { deleteSubmission } from '../../privacy/erasure';
import { erasePersonalData, exportPersonalData } from '../../privacy/privacy';
import { sweep } from '../../privacy/retention';
import { isProven, markProven } from '../../mail/proof';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school as schoolOf, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

const FINAL = 'doorstroomtoets-registration-2026';
const DAY = 24 * 60 * 60 * 1000;

function indexed(brin: string): IndexedSchool {
  const base = schoolOf({ instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) });
  return {
    ...base,
    cf_brin_locatienr: brin,
    sector: 'po',
    facts: { website: 'www.obs-voorbeeld.nl', phone: '030 123 45 67', board: '41234' },
  } as IndexedSchool;
}
const SCHOOLS = [indexed('11LH00'), indexed('11LH01')];

function registration(brin: string, email: string) {
  const values = validValues(FINAL) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
  const { sector: _sector, facts: _facts, cf_brin_locatienr: _code, ...school } = indexed(brin);
  return { type: FINAL, ...values, school, contacts: [{ ...values.contacts[0], email }] };
}

describeEachEngine('claims and privacy', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS) });
    // Privacy and the sweep, not the proof, are the subject: the claimants once confirmed their
    // addresses, so their claims are open at once (a claim waiting for its proof: proof-before-trust.test.ts).
    for (const claimant of ['directie@obs-voorbeeld.nl', 'oud@obs-voorbeeld.nl', 'open@obs-voorbeeld.nl']) {
      await markProven(t.storage.db, claimant, new Date(t.now()).toISOString());
    }
  });
  afterEach(async () => t.close());

  const claim = (brin: string, email: string) =>
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
      { bot: false },
    );
  const claims = () => t.storage.db.selectFrom('school_claims').select(['email', 'state']).execute();

  it("shows the claimant their claim on request, and erases it with their address, the registration's staying", async () => {
    expect((await t.post('/api/process-form', registration('11LH00', 'x@gmail.com'))).statusCode).toBe(307);
    expect((await claim('11LH00', 'directie@obs-voorbeeld.nl')).statusCode).toBe(202);

    const exported = await exportPersonalData(t.storage.db, 'Directie@obs-voorbeeld.nl');
    expect(exported.claims).toEqual([
      expect.objectContaining({
        state: 'open',
        firstName: 'Dirk',
        lastName: 'de Directeur',
        phone: '030 123 45 67',
        message: 'Wij hebben deze school niet aangemeld.',
      }),
    ]);
    // Someone else's request shows nothing of the claim.
    expect((await exportPersonalData(t.storage.db, 'x@gmail.com')).claims).toEqual([]);

    await erasePersonalData(t.storage.db, 'directie@obs-voorbeeld.nl');
    expect(await claims()).toEqual([]);
    expect(await isProven(t.storage.db, 'directie@obs-voorbeeld.nl')).toBe(false);
    expect(await t.submissions()).toBe(1);
  });

  it('removes the claims and the domain check with the registration they are about (erasure, purge)', async () => {
    expect((await t.post('/api/process-form', registration('11LH01', 'x@gmail.com'))).statusCode).toBe(307);
    expect((await claim('11LH01', 'directie@obs-voorbeeld.nl')).statusCode).toBe(202);
    expect(await t.storage.db.selectFrom('school_checks').select('submission_id').execute()).toHaveLength(1);
    const { id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();

    await t.storage.db.transaction().execute((trx) => deleteSubmission(trx, id));
    expect(await t.submissions()).toBe(0);
    expect(await claims()).toEqual([]);
    expect(await t.storage.db.selectFrom('school_checks').select('submission_id').execute()).toEqual([]);
  });

  it('sweeps a claim decided over 30 days ago and keeps an open one; drops past hours of the registration counts', async () => {
    expect((await t.post('/api/process-form', registration('11LH00', 'x@gmail.com'))).statusCode).toBe(307);
    expect((await claim('11LH00', 'oud@obs-voorbeeld.nl')).statusCode).toBe(202);
    expect((await claim('11LH00', 'open@obs-voorbeeld.nl')).statusCode).toBe(202);
    const now = t.now();
    await t.storage.db
      .updateTable('school_claims')
      .set({ state: 'afgewezen', decided_by: 'els@amn.nl', decided_at: new Date(now - 31 * DAY).toISOString() })
      .where('email', '=', 'oud@obs-voorbeeld.nl')
      .execute();
    await t.storage.db
      .insertInto('registration_quota')
      .values([
        { client: 'a', hour: new Date(now - 3 * 60 * 60 * 1000).toISOString().slice(0, 13), count: 2 },
        { client: 'b', hour: new Date(now).toISOString().slice(0, 13), count: 1 },
      ])
      .execute();

    await sweep(t.storage.db, new Date(now), null);
    expect(await claims()).toEqual([{ email: 'open@obs-voorbeeld.nl', state: 'open' }]);
    const hours = await t.storage.db.selectFrom('registration_quota').select('client').execute();
    expect(hours.map((row) => row.client)).not.toContain('a');
    expect(hours.map((row) => row.client)).toContain('b');
  });
});
