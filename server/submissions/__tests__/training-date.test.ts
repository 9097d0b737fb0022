/** A training sign-up is for a session still to come: today's (begun) or a past one is refused. */
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';

describeEachEngine('the training sign-up on 1 December 2026', (engine) => {
  let t: TestApp;
  const clock = dayClock('2026-12-01');

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const signUp = (training_date: string, locale?: string) =>
    t.post(
      '/api/process-form',
      { type: 'training', ...validValues('training'), training_date },
      locale ? { headers: { 'accept-language': locale } } : undefined,
    );

  it.each(['2026-12-01', '2026-11-30'])('refuses the session of %s, stores nothing', async (day) => {
    const before = await t.submissions();
    const response = await signUp(day);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(
      'Kies een datum vanaf 2 december 2026: voor een training van vandaag of eerder kunt u zich niet meer aanmelden.',
    );
    expect(await t.submissions()).toBe(before);
  });

  it('refuses in Romanian on the Romanian site', async () => {
    const response = await signUp('2026-12-01', 'ro');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^Alegeți o dată începând cu 02\.12\.2026/);
  });

  it("takes tomorrow's session", async () => {
    const response = await signUp('2026-12-02');
    expect(response.statusCode).toBe(200);
  });
});
