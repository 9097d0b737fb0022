import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';

/**
 * What a person chooses is asked, not assumed (issue 64): a registration whose contact has no job
 * title is refused, naming the field; and a primary sign-up's first day outside the day's range is
 * refused with that range (tomorrow to the window's end, what the form's field shows), never with
 * the whole window, whose first weeks are past.
 */
describeEachEngine('chosen, not defaulted', (engine) => {
  let t: TestApp;
  // 7 December 2026: the Proeftoets 2027 window runs from 2 November 2026 to 15 January 2027.
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: dayClock('2026-12-07').now });
  });
  afterAll(() => t.close());

  const signUp = (eerstedag: string, jobTitle: { job_title?: string } = { job_title: 'Directeur' }) => {
    const values = validValues('aanmeldformulier-po') as {
      contacts: Record<string, unknown>[];
    };
    const [first] = values.contacts;
    const { job_title: _title, ...untitled } = first;
    return {
      type: 'aanmeldformulier-po',
      ...values,
      products: {
        Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag, amount: 28 },
        ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
        AansluitingPOVO: { id: 100000000002, name: 'Aansluiting PO-VO 2027', subscribe: false },
      },
      contacts: [{ ...untitled, ...jobTitle, '7544': true }],
    };
  };

  it.each(['2026-11-16', '2027-01-18'])('refuses a first day of %s with the range the form shows', async (day) => {
    const answer = await t.post('/api/process-form', signUp(day));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('moet liggen van 8 december 2026 tot en met 15 januari 2027');
    expect(answer.body).not.toContain('2 november 2026');
  });

  it.each([{}, { job_title: '' }])('refuses a contact with %j, naming the field', async (jobTitle) => {
    const answer = await t.post('/api/process-form', signUp('2026-12-09', jobTitle));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Functie is verplicht');
  });

  it('takes it once chosen', async () => {
    const answer = await t.post('/api/process-form', signUp('2026-12-09', { job_title: 'Directeur' }));
    expect(answer.statusCode).toBe(307);
  });
});
