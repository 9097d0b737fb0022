/**
 * Opening the next school year is one file: with a fixture round 2027 added to the rounds' index,
 * the 2027 forms exist with their own types, pages, date bounds and mail subjects, the plugin makes
 * their pages, and the 2026 forms and API behave exactly as before. A school registered for 2026
 * registers for 2027 (SQLite and PostgreSQL).
 */
import { FORM_DEFINITIONS, FORM_TYPES, definitionOf, parseSubmission } from '../../forms';
import { renderMail } from '../../../../server/mail/compose';
import { describeEachEngine } from '../../../../server/test-support/databases';
import { school, validValues } from '../../../../server/test-support/payloads';
import { startTestApp, type TestApp } from '../../../../server/test-support/test-app';
import { problemsOf, roundPages, staleRoundWarning } from '../../../../plugins/registration-rounds';
import { ROUNDS, currentRound } from '..';

jest.mock('../index', () => {
  const { indexWithNextRound } = jest.requireActual('./fixtures/withNextRound');
  return indexWithNextRound(jest.requireActual('../index'));
});

const FINAL_2027 = 'doorstroomtoets-registration-2027';
const PRE_2027 = 'doorstroomtoets-pre-registration-2027';

/** A 2026 registration's values moved to 2027: only the first day changes. */
function registration2027(firstDay = '2027-01-25') {
  const values = validValues('doorstroomtoets-registration-2026') as {
    products: { Doorstroomtoets: Record<string, unknown> };
  };
  return { ...values, products: { Doorstroomtoets: { ...values.products.Doorstroomtoets, eerstedag: firstDay } } };
}

describe('a round file for 2027 and its line in the index', () => {
  it('adds the 2027 form types and pages, and keeps those of 2026', () => {
    expect(ROUNDS.map((round) => round.year)).toEqual([2026, 2027]);
    expect(FORM_TYPES).toEqual(
      expect.arrayContaining([
        'doorstroomtoets-pre-registration-2026',
        'doorstroomtoets-registration-2026',
        PRE_2027,
        FINAL_2027,
      ]),
    );
    expect(FORM_DEFINITIONS[FINAL_2027 as keyof typeof FORM_DEFINITIONS].route).toBe(
      '/formulier/doorstroomtoets-2027/aanmelding',
    );
    expect(FORM_DEFINITIONS[PRE_2027 as keyof typeof FORM_DEFINITIONS].route).toBe(
      '/formulier/doorstroomtoets-2027/vooraanmelding',
    );
    expect(FORM_DEFINITIONS['doorstroomtoets-registration-2026'].route).toBe(
      '/formulier/doorstroomtoets-2026/aanmelding',
    );
    expect(roundPages(ROUNDS, '2026-11-24').map((page) => page.path)).toEqual([
      '/formulier/doorstroomtoets-2026/vooraanmelding',
      '/formulier/doorstroomtoets-2026/aanmelding',
      '/formulier/doorstroomtoets-2027/vooraanmelding',
      '/formulier/doorstroomtoets-2027/aanmelding',
    ]);
    expect(problemsOf(ROUNDS)).toEqual([]);
    expect(staleRoundWarning(ROUNDS, '2026-11-24')).toBeNull();
    expect(currentRound('2026-11-24').year).toBe(2027);
  });

  it("checks each form's first day against its own round", () => {
    const inside2027 = parseSubmission({ type: FINAL_2027, ...registration2027('2027-02-12') });
    expect(inside2027.success).toBe(true);
    const from2026 = parseSubmission({ type: FINAL_2027, ...registration2027('2026-01-26') });
    expect(from2026.success).toBe(false);
    if (!from2026.success) expect(from2026.message).toMatch(/Eerste afnamedag/);
    // The 2026 form still takes its own days and refuses 2027's.
    expect(
      parseSubmission({
        type: 'doorstroomtoets-registration-2026',
        ...validValues('doorstroomtoets-registration-2026'),
      }).success,
    ).toBe(true);
    expect(parseSubmission({ type: 'doorstroomtoets-registration-2026', ...registration2027() }).success).toBe(false);
  });

  it('names the round in the mails and in the labels staff see', () => {
    const values = parseSubmission({ type: FINAL_2027, ...registration2027() });
    if (!values.success) throw new Error(values.message);
    const mail = renderMail({
      template: 'confirmation',
      locale: 'nl',
      recipient: 'anna@school.example.nl',
      publicUrl: 'https://www.amn.nl',
      submission: {
        id: 'Abc123_-Abc123_-Abc123',
        type: FINAL_2027 as never,
        values: values.output,
        createdAt: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(mail.subject).toBe('Bevestiging van uw aanmelding voor de Doorstroomtoets 2027');
    expect(mail.text).toContain('Eerste afnamedag: 25 januari 2027');
    expect(definitionOf(FINAL_2027 as never).label).toBe('Aanmelding Doorstroomtoets 2027');
    expect(definitionOf('doorstroomtoets-registration-2026').mail.subject).toBe(
      'Bevestiging van uw aanmelding voor de Doorstroomtoets 2026',
    );
  });
});

describeEachEngine('a school registered for 2026, next year', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  const registered = async (query: Record<string, string>) =>
    (await t.inject({ url: `/api/schoolAlreadyRegistered?${new URLSearchParams(query)}` })).json() as {
      schoolAlreadyRegistered: boolean;
    };

  it('registers for 2027, once, and is told so per round', async () => {
    const chosen = school();
    const codes = { instellingscode: chosen.instellingscode, vestigingscode: chosen.vestigingscode };
    const for2026 = { ...validValues('doorstroomtoets-registration-2026'), school: chosen };
    expect(
      (await t.post('/api/process-form', { type: 'doorstroomtoets-registration-2026', ...for2026 })).statusCode,
    ).toBe(307);
    expect(await registered({ ...codes, mode: 'registration', type: 'doorstroomtoets-registration-2026' })).toEqual({
      schoolAlreadyRegistered: true,
    });
    expect(await registered({ ...codes, mode: 'registration', type: FINAL_2027 })).toEqual({
      schoolAlreadyRegistered: false,
    });

    const for2027 = { ...registration2027(), school: chosen };
    expect((await t.post('/api/process-form', { type: FINAL_2027, ...for2027 })).statusCode).toBe(307);
    expect(await registered({ ...codes, mode: 'registration', round: '2027' })).toEqual({
      schoolAlreadyRegistered: true,
    });
    // The current round is 2027 now: without type or round the answer is 2027's.
    expect(await registered({ ...codes, mode: 'registration' })).toEqual({ schoolAlreadyRegistered: true });
    const again = await t.post('/api/process-form', { type: FINAL_2027, ...for2027 });
    expect(again.statusCode).toBe(409);
    // Still exactly as before for 2026: a second 2026 registration is refused.
    expect(
      (await t.post('/api/process-form', { type: 'doorstroomtoets-registration-2026', ...for2026 })).statusCode,
    ).toBe(409);
  });
});
