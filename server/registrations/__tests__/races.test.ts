import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { findRegistration } from '../../submissions/store/registrations';
import { CHANGED_MEANWHILE } from '../../registration-service/texts';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { raceGate } from '../../../test/support/server/race';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { XSRF } from '../../../src/domain/constants';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';
import { answerTexts } from '../../answers/answers';

const PRE = 'doorstroomtoets-pre-registration-2026';
const FINAL = 'doorstroomtoets-registration-2026';
type Contact = Record<string, unknown> & { email: string };
type Values = {
  school: { instellingscode: string; vestigingscode: string };
  products: { Doorstroomtoets: { amount: number } };
  contacts: Contact[];
};

/**
 * Two people acting on one registration at the same moment: each pair is held by the race gate until
 * both requests have read the registration, then both write. One wins; the other changes nothing.
 */
describeEachEngine('a registration changed and withdrawn at once', (engine) => {
  let t: TestApp;
  const gate = raceGate();

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { racePause: gate.pause });
  });
  afterAll(async () => t.close());

  /** A new final registration of a school of its own, with Anna and Bram as contacts. */
  async function register(): Promise<{ id: string; values: Values }> {
    const values = validValues(FINAL) as unknown as Values;
    values.contacts = [
      values.contacts[0],
      { ...values.contacts[0], first_name: 'Bram', email: 'bram@school.example.nl' },
    ];
    expect((await t.post('/api/process-form', { type: FINAL, ...values })).statusCode).toBe(307);
    const row = await t.storage.db
      .selectFrom('submissions')
      .select('id')
      .where('school_brin', '=', `${values.school.instellingscode}${values.school.vestigingscode}`)
      .executeTakeFirstOrThrow();
    return { id: row.id, values };
  }

  const tokenFor = async (id: string, email: string) =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
  const change = (token: string, values: unknown, version: number) =>
    t.post('/api/registration/change', { ...(values as object), token, version });
  const withdraw = (token: string, version: number) => t.post('/api/registration/withdraw', { token, version });

  /** Addresses with a live personal link that the stored registration does not list: must be none. */
  async function hiddenContacts(id: string): Promise<string[]> {
    const listed = ((await findRegistration(t.storage.db, id))!.values as unknown as Values).contacts.map((contact) =>
      contact.email.toLowerCase(),
    );
    const live = await t.storage.db
      .selectFrom('registration_contacts')
      .select('email')
      .where('submission_id', '=', id)
      .where('removed_at', 'is', null)
      .execute();
    return live.map((row) => row.email).filter((email) => !listed.includes(email));
  }

  const schoolTaken = async (values: Values) =>
    (
      await t.inject({
        url: `/api/schoolAlreadyRegistered?mode=registration&type=${FINAL}&instellingscode=${values.school.instellingscode}&vestigingscode=${values.school.vestigingscode}`,
      })
    ).json().schoolAlreadyRegistered as boolean;

  it.each([1, 2, 3])(
    'change + change (round %i): one 200, one 409 with the text; no live link for a contact it does not list',
    async (round) => {
      const { id, values } = await register();
      const [anna, bram] = [await tokenFor(id, 'anna@school.example.nl'), await tokenFor(id, 'bram@school.example.nl')];
      const carla = { ...values.contacts[0], first_name: 'Carla', email: `carla${round}@school.example.nl` };
      const raised = structuredClone(values);
      raised.products.Doorstroomtoets.amount = 43;

      gate.hold('write');
      const answers = await Promise.all([
        change(anna, { ...values, contacts: [...values.contacts, carla] }, 1),
        change(bram, raised, 1),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.body).toBe(CHANGED_MEANWHILE.nl);
      expect(await hiddenContacts(id)).toEqual([]);
      const stored = (await findRegistration(t.storage.db, id))!;
      expect(stored.version).toBe(2);
      const versions = await t.storage.db
        .selectFrom('registration_versions')
        .select('version')
        .where('submission_id', '=', id)
        .execute();
      expect(versions.map((row) => Number(row.version))).toEqual([2]);
      // The loser's mails were rolled back with it: one set, for the winner's version.
      const changedMails = await t.storage.db
        .selectFrom('outbox')
        .select('recipient')
        .where('submission_id', '=', id)
        // A contact the winner added gets the whole registration instead of the change.
        .where('template', 'in', ['registration-changed', 'contact-added', 'helpdesk-changed'])
        .execute();
      expect(changedMails).toHaveLength((stored.values as unknown as Values).contacts.length + 1);
    },
  );

  it.each([1, 2, 3])(
    'change + withdraw (round %i): a withdrawal stays withdrawn, the place stays taken until it, no PUBLISH after the CANCEL',
    async () => {
      const { id, values } = await register();
      const [anna, bram] = [await tokenFor(id, 'anna@school.example.nl'), await tokenFor(id, 'bram@school.example.nl')];
      const raised = structuredClone(values);
      raised.products.Doorstroomtoets.amount = 44;

      gate.hold('write');
      const [changed, withdrawn] = await Promise.all([change(anna, raised, 1), withdraw(bram, 1)]);

      expect([changed.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const stored = (await findRegistration(t.storage.db, id))!;
      if (withdrawn.statusCode === 200) {
        expect(stored.state).toBe('ingetrokken');
        expect(stored.withdrawnAt).not.toBeNull();
        expect((stored.values as unknown as Values).products.Doorstroomtoets.amount).toBe(42);
        expect(await schoolTaken(values)).toBe(false);
      } else {
        expect(withdrawn.body).toBe(CHANGED_MEANWHILE.nl);
        expect(stored.state).toBe('gewijzigd');
        expect(stored.withdrawnAt).toBeNull();
        expect(await schoolTaken(values)).toBe(true);
      }
      // The mails tell of one version, so the calendar never gets a PUBLISH after its CANCEL.
      const told = await t.storage.db
        .selectFrom('outbox')
        .select(['template', 'registration_version'])
        .where('submission_id', '=', id)
        .where('template', 'in', ['registration-changed', 'registration-withdrawn'])
        .execute();
      expect(new Set(told.map((mail) => `${mail.template}:${mail.registration_version}`)).size).toBe(1);
    },
  );

  it('holds staff to the same rule: a staff change and a school change at once, one wins', async () => {
    const { id, values } = await register();
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    const session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date())}`;
    const byStaff = structuredClone(values);
    byStaff.products.Doorstroomtoets.amount = 47;
    const bySchool = structuredClone(values);
    bySchool.products.Doorstroomtoets.amount = 48;

    gate.hold('write');
    const answers = await Promise.all([
      t.inject({
        method: 'POST',
        url: `/api/staff/submissions/${id}/change`,
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
          [XSRF.header.toLowerCase()]: XSRF_TOKEN,
        },
        payload: JSON.stringify({ ...byStaff, version: 1 }),
      }),
      change(await tokenFor(id, 'anna@school.example.nl'), bySchool, 1),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.body).toBe(CHANGED_MEANWHILE.nl);
    const stored = (await findRegistration(t.storage.db, id))!;
    expect(stored.version).toBe(2);
    const winner = answers[0].statusCode === 200 ? 47 : 48;
    expect((stored.values as unknown as Values).products.Doorstroomtoets.amount).toBe(winner);
  });

  it('refuses a change or withdrawal made on a version the page no longer shows, keeping everything', async () => {
    const { id, values } = await register();
    const anna = await tokenFor(id, 'anna@school.example.nl');
    const raised = structuredClone(values);
    raised.products.Doorstroomtoets.amount = 45;
    expect((await change(anna, raised, 1)).statusCode).toBe(200);
    raised.products.Doorstroomtoets.amount = 46;
    const stale = await t.post(
      '/api/registration/change',
      { ...raised, token: anna, version: 1 },
      { headers: { 'accept-language': 'ro' } },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toBe(CHANGED_MEANWHILE.ro);
    expect((await withdraw(anna, 1)).statusCode).toBe(409);
    const stored = (await findRegistration(t.storage.db, id))!;
    expect(stored).toMatchObject({ version: 2, state: 'gewijzigd', withdrawnAt: null });
    expect((stored.values as unknown as Values).products.Doorstroomtoets.amount).toBe(45);
    expect((await t.post('/api/registration/change', { ...raised, token: anna })).statusCode).toBe(400);
  });

  describe('completing a pre-registration', () => {
    /** A pre-registration and the token of its first contact. */
    async function preRegister() {
      const values = validValues(PRE) as unknown as Values;
      expect((await t.post('/api/process-form', { type: PRE, ...values })).statusCode).toBe(307);
      const row = await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('type', '=', PRE)
        .where('school_brin', '=', `${values.school.instellingscode}${values.school.vestigingscode}`)
        .executeTakeFirstOrThrow();
      return { id: row.id, school: values.school, token: await tokenFor(row.id, 'anna@school.example.nl') };
    }
    const complete = (pre: { id: string; school: unknown; token: string }, school = pre.school) =>
      t.post('/api/process-form', {
        type: FINAL,
        ...validValues(FINAL),
        school,
        registrationId: pre.id,
        registrationToken: pre.token,
      });
    const completions = async (preId: string) =>
      (
        await t.storage.db
          .selectFrom('submissions')
          .select('id')
          .where('registration_id', '=', preId)
          .where('withdrawn_at', 'is', null)
          .execute()
      ).length;

    it('completes once when two completions come at once', async () => {
      const pre = await preRegister();
      gate.hold('write');
      const answers = await Promise.all([complete(pre), complete(pre)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([307, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.body).toBe(answerTexts('nl').alreadyCompleted);
      expect(await completions(pre.id)).toBe(1);
    });

    it('refuses a completion for another school, and one after it was completed', async () => {
      const pre = await preRegister();
      const other = validValues(FINAL).school;
      const elsewhere = await complete(pre, other);
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.body).toBe(answerTexts('nl').preRegistrationOfOtherSchool);
      expect((await complete(pre)).statusCode).toBe(307);
      const again = await complete(pre);
      expect(again.statusCode).toBe(409);
      expect(again.body).toBe(answerTexts('nl').alreadyCompleted);
      expect(await completions(pre.id)).toBe(1);
    });

    it('refuses a completion whose pre-registration was withdrawn between its checks and its write', async () => {
      const pre = await preRegister();
      let withdrawn = 0;
      gate.between('write', async () => {
        withdrawn = (await withdraw(pre.token, 1)).statusCode;
      });
      const refused = await complete(pre);
      expect(withdrawn).toBe(200);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toBe(answerTexts('nl').preRegistrationWithdrawn);
      expect(await completions(pre.id)).toBe(0);
    });

    it('answers a repeated completion with the same Idempotency-Key as the first, storing it once', async () => {
      const pre = await preRegister();
      const body = {
        type: FINAL,
        ...validValues(FINAL),
        school: pre.school,
        registrationId: pre.id,
        registrationToken: pre.token,
      };
      const headers = { 'idempotency-key': `completion-${pre.id}` };
      expect((await t.post('/api/process-form', body, { headers })).statusCode).toBe(307);
      expect((await t.post('/api/process-form', body, { headers })).statusCode).toBe(307);
      expect(await completions(pre.id)).toBe(1);
    });

    it('refuses a completion after the pre-registration was withdrawn; allows one after its final was withdrawn', async () => {
      const withdrawnPre = await preRegister();
      expect((await withdraw(withdrawnPre.token, 1)).statusCode).toBe(200);
      const refused = await complete(withdrawnPre);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toBe(answerTexts('nl').preRegistrationWithdrawn);
      expect(await completions(withdrawnPre.id)).toBe(0);

      const pre = await preRegister();
      expect((await complete(pre)).statusCode).toBe(307);
      const final = await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('registration_id', '=', pre.id)
        .executeTakeFirstOrThrow();
      expect((await withdraw(await tokenFor(final.id, 'anna@school.example.nl'), 1)).statusCode).toBe(200);
      expect(await completions(pre.id)).toBe(0);
      expect((await complete(pre)).statusCode).toBe(307);
      expect(await completions(pre.id)).toBe(1);
    });
  });
});
