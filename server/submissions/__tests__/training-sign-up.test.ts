/**
 * A training sign-up: it closes when the programme goes out, a week before the training, by the
 * server's clock; a training's earlier spelling is taken and stored as its one name; the mails give
 * the session's date, times and address.
 */
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { submissionDetail } from '../../staff/workspace/detail';

const PARTICIPANT = 'anna@example.nl';

describeEachEngine('the training sign-up on 7 December 2026', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: dayClock('2026-12-07').now });
  });
  afterAll(async () => t.close());

  const signUp = (training_date: string, locale?: string) =>
    t.post(
      '/api/process-form',
      { type: 'training', ...validValues('training'), training_name: 'Managementtraining', training_date },
      locale ? { headers: { 'accept-language': locale } } : undefined,
    );

  it.each(['2026-12-10', '2026-12-13', '2026-12-07', '2026-11-30'])(
    'refuses a training on %s (its programme has gone out), stores nothing',
    async (day) => {
      const before = await t.submissions();
      const response = await signUp(day);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(
        'Kies een datum vanaf 14 december 2026. U ontvangt het programma een week voor de training; voor een eerdere datum kunt u zich daarom niet meer aanmelden.',
      );
      expect(await t.submissions()).toBe(before);
    },
  );

  it('refuses in Romanian on the Romanian site', async () => {
    const response = await signUp('2026-12-10', 'ro');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^Alegeți o dată începând cu 14\.12\.2026\. Vă trimitem programul/);
  });

  it('takes a training a week from today', async () => {
    const response = await signUp('2026-12-14');
    expect(response.statusCode).toBe(200);
  });
});

describeEachEngine('a sign-up for the Managementtraining of 10 December 2026, on 20 November', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: dayClock('2026-11-20').now });
  });
  afterAll(async () => t.close());

  async function newest() {
    return t.storage.db
      .selectFrom('submissions')
      .select(['id', 'payload'])
      .where('type', '=', 'training')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  }

  async function mailTo(id: string, participant: boolean) {
    const rows = await t.storage.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).execute();
    const row = rows.find((mail) => (mail.recipient === PARTICIPANT) === participant);
    if (!row) throw new Error(`no mail ${participant ? 'to the participant' : 'to the helpdesk'}`);
    return renderOutboxMail(t.storage.db, row, {
      publicUrl: 'https://amn.example.nl',
      signingKey: t.app.signingKey,
      now: new Date(t.now()),
    });
  }

  it('takes the earlier spelling a page still open may post, and stores the one name', async () => {
    const response = await t.post('/api/process-form', {
      type: 'training',
      ...validValues('training'),
      training_name: 'Managementraining',
      training_date: '2026-12-10',
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse((await newest()).payload)).toMatchObject({ training_name: 'Managementtraining' });
  });

  it("gives the participant's and the helpdesk's mail the training, its date, times and address", async () => {
    const { id } = await newest();
    for (const participant of [true, false]) {
      const { text } = await mailTo(id, participant);
      if (participant) expect(text).toContain('Een week voor de training sturen we u het programma.');
      expect(text).toMatch(/Training:?\s+Managementtraining/);
      expect(text).toMatch(/Datum van de training:?\s+10 december 2026/);
      expect(text).toMatch(/Tijd:?\s+9\.30–12\.30 uur/);
      expect(text).toMatch(/Adres:?\s+AMN, Kerkenbos 1011, 6546 BB Nijmegen/);
      expect(text).not.toMatch(/Managementraining/);
    }
  });

  it('reads a sign-up stored in the earlier spelling by the one name in the workspace and its mails', async () => {
    const { id, payload } = await newest();
    await t.storage.db
      .updateTable('submissions')
      .set({ payload: JSON.stringify({ ...JSON.parse(payload), training_name: 'Managementraining' }) })
      .where('id', '=', id)
      .execute();
    const detail = await submissionDetail(t.storage.db, id, { isSharedDomain: () => false, now: new Date(t.now()) });
    expect(detail?.rows.find((row) => row.label === 'Training')?.value).toBe('Managementtraining');
    expect((await mailTo(id, true)).text).toMatch(/Tijd:?\s+9\.30–12\.30 uur/);
  });
});
