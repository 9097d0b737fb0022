import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { answerTexts } from '../../answers/answers';

describeEachEngine('GET /api/schoolAlreadyRegistered', (engine) => {
  let t: TestApp;
  const duo = school();
  const rio = school({
    onderwijsaanbiederid: '100B490',
    onderwijsbestuurid: '100B491',
    onderwijslocatiecode: '104X123',
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const pre = validValues('doorstroomtoets-pre-registration-2026');
    expect(
      (await t.post('/api/process-form', { type: 'doorstroomtoets-pre-registration-2026', ...pre, school: duo }))
        .statusCode,
    ).toBe(307);
    const final = validValues('doorstroomtoets-registration-2026');
    expect(
      (await t.post('/api/process-form', { type: 'doorstroomtoets-registration-2026', ...final, school: rio }))
        .statusCode,
    ).toBe(307);
  });
  afterAll(async () => t.close());

  const ask = async (query: Record<string, string>) => {
    const response = await t.inject({ url: `/api/schoolAlreadyRegistered?${new URLSearchParams(query)}` });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : response.body };
  };

  it('matches on instellingscode + vestigingscode when there are no RIO ids', async () => {
    const codes = { instellingscode: duo.instellingscode, vestigingscode: duo.vestigingscode };
    expect(await ask({ ...codes, mode: 'pre-registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
    });
    expect(await ask({ ...codes, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, heldBy: null, registeredBy: null },
    });
    // Empty RIO parameters, as the spec's form sends them for a DUO school, do not count as ids.
    expect(
      await ask({
        onderwijsaanbiederid: '',
        onderwijsbestuurid: '',
        onderwijslocatiecode: '',
        ...codes,
        mode: 'pre-registration',
      }),
    ).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
    });
  });

  it("answers the primary sign-up's question from its live sign-ups in the round", async () => {
    const other = school({ instellingscode: '12XR', vestigingscode: '00' });
    const codes = { instellingscode: other.instellingscode, vestigingscode: other.vestigingscode };
    const question = { ...codes, mode: 'registration', type: 'aanmeldformulier-po' };
    expect(await ask(question)).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, heldBy: null, registeredBy: null },
    });
    const signUp = await t.post('/api/process-form', {
      type: 'aanmeldformulier-po',
      ...validValues('aanmeldformulier-po'),
      school: other,
    });
    expect(signUp.statusCode).toBe(307);
    // Who holds the place: a school outside the (empty) index is the helpdesk's to check, so no domain.
    expect(await ask(question)).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
    });
    // A Doorstroomtoets registration of that school is another question.
    expect(await ask({ ...codes, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, heldBy: null, registeredBy: null },
    });
  });

  it('matches on the RIO ids when they are given', async () => {
    const ids = { onderwijsaanbiederid: '100B490', onderwijsbestuurid: '100B491', onderwijslocatiecode: '104X123' };
    expect(await ask({ ...ids, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
    });
    expect(await ask({ ...ids, onderwijslocatiecode: '104X999', mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, heldBy: null, registeredBy: null },
    });
  });

  describe('how a holder is trusted', () => {
    const PRE = 'doorstroomtoets-pre-registration-2026';
    const held = school();
    const codes = { instellingscode: held.instellingscode, vestigingscode: held.vestigingscode };
    let id: string;

    beforeAll(async () => {
      expect((await t.post('/api/process-form', { type: PRE, ...validValues(PRE), school: held })).statusCode).toBe(
        307,
      );
      const row = await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('school_brin', '=', `${held.instellingscode}${held.vestigingscode}`)
        .executeTakeFirstOrThrow();
      id = row.id;
    });

    /** The helpdesk's check of this registration in `state`, or none (contacts on the school's domain). */
    const checkAs = async (state: 'te-controleren' | 'onbevestigd' | 'bevestigd' | null) => {
      await t.storage.db.deleteFrom('school_checks').where('submission_id', '=', id).execute();
      if (state === null) return;
      await t.storage.db
        .insertInto('school_checks')
        .values({
          submission_id: id,
          state,
          domains: 'school.example.nl',
          board: null,
          website: null,
          phone: null,
          created_at: new Date(t.now()).toISOString(),
          checked_by: null,
          checked_at: null,
        })
        .execute();
    };
    /** Someone else's pre-registration of the school (a colleague on its domain joins a trusted one: join.test.ts). */
    const secondRegistration = (locale?: string, contacts?: object[]) =>
      t.post(
        '/api/process-form',
        { type: PRE, ...validValues(PRE), school: held, ...(contacts ? { contacts } : {}) },
        { headers: locale ? { 'accept-language': locale } : {} },
      );

    it('tells a registration the helpdesk still checks as from outside the domain, without its domain', async () => {
      await checkAs('te-controleren');
      expect(await ask({ ...codes, mode: 'pre-registration' })).toEqual({
        status: 200,
        body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null },
      });
      const refused = await secondRegistration();
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toBe(answerTexts('nl').alreadyRegisteredOutsideDomain);
      expect(refused.body).toContain('door iemand buiten het domein van de school');
      expect(refused.body).toContain('Vraag de aanmelding over');
      expect(refused.body).not.toContain('school.example.nl');
      expect((await secondRegistration('ro')).body).toBe(answerTexts('ro').alreadyRegisteredOutsideDomain);
    });

    it('tells a registration whose address is not confirmed as such, without its domain', async () => {
      await checkAs('onbevestigd');
      expect(await ask({ ...codes, mode: 'pre-registration' })).toEqual({
        status: 200,
        body: { schoolAlreadyRegistered: true, heldBy: 'unconfirmed', registeredBy: null },
      });
      const refused = await secondRegistration();
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('door iemand die het e-mailadres nog niet heeft bevestigd');
      expect(refused.body).toContain('Vraag de aanmelding over');
      expect(refused.body).not.toContain('school.example.nl');
      expect((await secondRegistration('ro')).body).toBe(answerTexts('ro').alreadyRegisteredUnconfirmed);
    });

    it.each(['bevestigd', null] as const)('names the domain of a trusted holder (check: %s)', async (state) => {
      await checkAs(state);
      expect(await ask({ ...codes, mode: 'pre-registration' })).toEqual({
        status: 200,
        body: { schoolAlreadyRegistered: true, heldBy: 'trusted', registeredBy: 'school.example.nl' },
      });
      const stranger = {
        first_name: 'Piet',
        last_name: 'Smit',
        email: 'piet@elders.example.nl',
        job_title: 'Directeur',
        '100000000001': true,
      };
      const refused = await secondRegistration(undefined, [stranger]);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toBe(answerTexts('nl').alreadyRegisteredBy('school.example.nl'));
    });
  });

  it.each([
    [{ instellingscode: '00AA', vestigingscode: '01' }, /mode/],
    [{ instellingscode: '00AA', vestigingscode: '01', mode: 'final' }, /mode/],
    [{ mode: 'registration' }, /onderwijsaanbiederid en onderwijslocatiecode, of instellingscode en vestigingscode/],
    [{ instellingscode: "00AA' OR 1=1", vestigingscode: '01', mode: 'registration' }, /mode/],
  ])('answers %p with a Dutch 400', async (query, message) => {
    const answer = await ask(query as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(message);
  });
});
