import { answerTexts } from '../../answers/answers';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { raceGate } from '../../../test/support/server/race';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { LINKS_SENT } from '../../registrations/routes';

const PO = 'aanmeldformulier-po';
const PRE = 'doorstroomtoets-pre-registration-2026';
type Products = Record<string, { subscribe: boolean; eerstedag?: string; amount?: number }>;

describeEachEngine('no amplifiers', (engine) => {
  let t: TestApp;
  const gate = raceGate();
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { racePause: gate.pause });
  });
  afterAll(async () => t.close());

  const live = (brin: string) =>
    t.storage.db
      .selectFrom('submissions')
      .select(['id', 'payload'])
      .where('type', '=', PO)
      .where('school_brin', '=', brin)
      .where('withdrawn_at', 'is', null)
      .execute();
  const linkMails = (id: string) =>
    t.storage.db
      .selectFrom('outbox')
      .select('recipient')
      .where('submission_id', '=', id)
      .where('template', '=', 'personal-link')
      .execute();
  const tokenOf = async (id: string, email: string) =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);

  it('keeps one live primary sign-up of 12 for one school and product sent at once; the others get 409 as registrations do', async () => {
    const values = validValues(PO);
    const chosen = values.school as { instellingscode: string; vestigingscode: string };
    const brin = `${chosen.instellingscode}${chosen.vestigingscode}`;
    gate.hold('write', 12);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.post('/api/process-form', { type: PO, ...values })),
    );
    expect(answers.filter((answer) => answer.statusCode === 307)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(11);
    // One refusal for all: the place is taken (by a school outside the empty index: the helpdesk's to check), with the way to claim it.
    expect(new Set(refused.map((answer) => answer.body))).toEqual(
      new Set([answerTexts('nl').alreadyRegisteredOutsideDomain]),
    );
    expect(await live(brin)).toHaveLength(1);

    // Another product of the same school is a sign-up of its own.
    const other = structuredClone(values);
    const products = other.products as Products;
    products.Proeftoets = { ...products.Proeftoets, subscribe: false };
    products.AansluitingPOVO = { ...products.AansluitingPOVO, subscribe: false };
    products.ProeftoetsSOSBO = { ...products.ProeftoetsSOSBO, subscribe: true, eerstedag: '2025-12-01', amount: 5 };
    (other.contacts as Record<string, boolean>[]).forEach((contact) => {
      contact['7544'] = false;
      contact['100000000002'] = false;
      contact['8227'] = true;
    });
    expect((await t.post('/api/process-form', { type: PO, ...other })).statusCode).toBe(307);
    expect(await live(brin)).toHaveLength(2);

    // Withdrawn, its products are free again for a new sign-up.
    const [first] = (await live(brin)).filter(
      (row) => (JSON.parse(row.payload).products as Products).Proeftoets.subscribe,
    );
    const token = await tokenOf(first.id, 'anna@school.example.nl');
    const shown = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    const withdrawn = await t.post('/api/registration/withdraw', { token, version: shown.version });
    expect(withdrawn.statusCode).toBe(200);
    expect((await t.post('/api/process-form', { type: PO, ...values })).statusCode).toBe(307);
  });

  it('mails a school its links once in 10 minutes, and never for a withdrawn registration', async () => {
    const place = school();
    const codes = { instellingscode: place.instellingscode, vestigingscode: place.vestigingscode };
    expect((await t.post('/api/process-form', { type: PRE, ...validValues(PRE), school: place })).statusCode).toBe(307);
    const pre = await t.storage.db
      .selectFrom('submissions')
      .select('id')
      .where('type', '=', PRE)
      .where('school_brin', '=', `${codes.instellingscode}${codes.vestigingscode}`)
      .executeTakeFirstOrThrow();
    const ask = (body: object) => t.post('/api/registration/links', body);

    expect((await ask({ school: codes })).json()).toEqual({ text: LINKS_SENT });
    // One round: a mail to each of the pre-registration's two contacts.
    expect(await linkMails(pre.id)).toHaveLength(2);
    // A registration of the school made meanwhile is not mailed either: the school had its round.
    expect((await t.post('/api/process-form', { type: PO, ...validValues(PO), school: place })).statusCode).toBe(307);
    const po = await t.storage.db
      .selectFrom('submissions')
      .select('id')
      .where('type', '=', PO)
      .where('school_brin', '=', `${codes.instellingscode}${codes.vestigingscode}`)
      .executeTakeFirstOrThrow();
    expect((await ask({ school: codes })).json()).toEqual({ text: LINKS_SENT });
    expect(await linkMails(pre.id)).toHaveLength(2);
    expect(await linkMails(po.id)).toHaveLength(0);

    // Withdrawn: asked for by its id, its contacts get nothing (the answer is the same).
    const token = await tokenOf(po.id, 'anna@school.example.nl');
    const shown = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    expect((await t.post('/api/registration/withdraw', { token, version: shown.version })).statusCode).toBe(200);
    expect((await ask({ registrationId: po.id })).json()).toEqual({ text: LINKS_SENT });
    expect(await linkMails(po.id)).toHaveLength(0);
  });
});

describeEachEngine('asking for links, per client', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimitScale: 1 });
  });
  afterAll(async () => t.close());

  it('takes at most 10 schools an hour from one client; a school it asked for already does not count again', async () => {
    const schools = Array.from({ length: 11 }, () => school()).map(({ instellingscode, vestigingscode }) => ({
      instellingscode,
      vestigingscode,
    }));
    const ask = (codes: object, from = '10.40.0.1') => t.post('/api/registration/links', { school: codes }, { from });
    for (const codes of schools.slice(0, 10)) expect((await ask(codes)).statusCode).toBe(202);
    const eleventh = await ask(schools[10]);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.body).toMatch(/Te veel verzoeken/);
    expect((await ask(schools[10])).statusCode).toBe(429);
    expect((await ask(schools[3])).statusCode).toBe(202);
    expect((await ask(schools[10], '10.40.9.9')).statusCode).toBe(202);
  });
});

describeEachEngine('names in forms', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('refuses a web address or a line break in a name, in the page language; "J.P. de Vries" passes', async () => {
    const send = (values: object, locale = 'nl') =>
      t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form'), ...values },
        { headers: { 'accept-language': locale } },
      );
    const refused = await send({ last_name: 'Zie https://phish.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/Achternaam mag geen webadres/);
    expect((await send({ first_name: 'www.phish.example' })).statusCode).toBe(400);
    expect((await send({ organisation: 'School\nBel 0900' })).statusCode).toBe(400);
    const romanian = await send({ first_name: 'https://phish.example' }, 'ro');
    expect(romanian.statusCode).toBe(400);
    expect(romanian.body).toMatch(/nu poate conține o adresă web/);
    expect((await send({ first_name: 'J.P.', last_name: 'de Vries' })).statusCode).toBe(200);
    expect(await t.submissions()).toBe(1);
  });
});
