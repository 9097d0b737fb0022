import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

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
      body: { schoolAlreadyRegistered: true, registeredBy: 'school.example.nl' },
    });
    expect(await ask({ ...codes, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, registeredBy: null },
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
    ).toEqual({ status: 200, body: { schoolAlreadyRegistered: true, registeredBy: 'school.example.nl' } });
  });

  it("answers the primary sign-up's question from its live sign-ups in the round", async () => {
    const other = school({ instellingscode: '12XR', vestigingscode: '00' });
    const codes = { instellingscode: other.instellingscode, vestigingscode: other.vestigingscode };
    const question = { ...codes, mode: 'registration', type: 'aanmeldformulier-po' };
    expect(await ask(question)).toEqual({ status: 200, body: { schoolAlreadyRegistered: false, registeredBy: null } });
    const signUp = await t.post('/api/process-form', {
      type: 'aanmeldformulier-po',
      ...validValues('aanmeldformulier-po'),
      school: other,
    });
    expect(signUp.statusCode).toBe(307);
    // Who holds the place, by the domain of its contacts only.
    expect(await ask(question)).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, registeredBy: 'school.example.nl' },
    });
    // A Doorstroomtoets registration of that school is another question.
    expect(await ask({ ...codes, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, registeredBy: null },
    });
  });

  it('matches on the RIO ids when they are given', async () => {
    const ids = { onderwijsaanbiederid: '100B490', onderwijsbestuurid: '100B491', onderwijslocatiecode: '104X123' };
    expect(await ask({ ...ids, mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: true, registeredBy: 'school.example.nl' },
    });
    expect(await ask({ ...ids, onderwijslocatiecode: '104X999', mode: 'registration' })).toEqual({
      status: 200,
      body: { schoolAlreadyRegistered: false, registeredBy: null },
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
