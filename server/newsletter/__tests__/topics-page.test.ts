import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { newsletterLinks } from '../../newsletter-store/links';
import { findSubscription } from '../../newsletter-store/subscriptions';

const SENT = 'Bijna klaar: we hebben u een e-mail gestuurd. Rond uw aanmelding af met de knop in die e-mail.';
const NONE =
  'We hebben u nu geen nieuwe e-mail gestuurd: dit adres kreeg kort geleden al een e-mail over de nieuwsbrief. Gebruik de knop in die e-mail. Niet ontvangen? Kijk ook bij uw ongewenste e-mail, of meld u later opnieuw aan.';
const MINUTE = 60_000;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describeEachEngine(
  '"Uw onderwerpen": a confirmed subscriber signing up again, and answers that match the outbox',
  (engine) => {
    let t: TestApp;
    let clock = Date.parse('2026-11-24T08:00:00.000Z');
    beforeAll(async () => {
      t = await startTestApp(engine, {}, { now: () => clock });
    });
    afterAll(async () => t.close());
    const later = (minutes: number) => (clock += minutes * MINUTE);

    const signUpAs = (email: string, topics: Record<string, boolean>, headers: Record<string, string> = {}) =>
      t.post(
        '/api/process-form',
        { type: 'newsletter', ...validValues('newsletter'), PO: false, ...topics, email },
        { headers },
      );
    const outbox = (email: string) =>
      t.storage.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('created_at').execute();
    const links = async (email: string) =>
      newsletterLinks(
        'https://www.amn.nl',
        t.app.signingKey,
        (await findSubscription(t.storage.db, email))!,
        'nl',
        clock,
      );
    const render = async (row: Awaited<ReturnType<typeof outbox>>[number]) =>
      renderOutboxMail(t.storage.db, row, {
        publicUrl: 'https://www.amn.nl',
        signingKey: t.app.signingKey,
        now: new Date(clock),
      });

    /** Signs up and tells whether the outbox got a mail for it, beside what the visitor was told. */
    async function signUpAndSee(email: string, topics: Record<string, boolean>, headers?: Record<string, string>) {
      const before = (await outbox(email)).length;
      const response = await signUpAs(email, topics, headers);
      expect(response.statusCode).toBe(200);
      return { text: response.body, mailed: (await outbox(email)).length > before };
    }

    it('right after confirming, a sign-up for more topics gets the mail to "Uw onderwerpen" with those topics ticked', async () => {
      const email = 'anna@school.example.nl';
      expect(await signUpAndSee(email, { PO: true })).toEqual({ text: SENT, mailed: true });
      later(2);
      expect(
        (await t.post('/api/newsletter/confirm', { token: tokenOf((await links(email)).confirm) })).statusCode,
      ).toBe(200);
      later(1);
      // Three minutes after the confirm link went out: before, this was told "sent" and nothing went.
      expect(await signUpAndSee(email, { PO: true, MBO: true })).toEqual({ text: SENT, mailed: true });
      const mails = await outbox(email);
      expect(mails.map((mail) => mail.template)).toEqual([
        'newsletter-confirm',
        'newsletter-welcome',
        'newsletter-topics',
      ]);

      const topicsMail = await render(mails[2]);
      expect(topicsMail.subject).toBe('Uw onderwerpen voor de nieuwsbrief van AMN');
      expect(topicsMail.text).toContain('meldde u opnieuw aan, met de onderwerpen hieronder');
      expect(topicsMail.text).toMatch(/Primair onderwijs[\s\S]*Middelbaar beroepsonderwijs/);
      expect(topicsMail.text).toContain('zolang u niets opslaat, blijven uw onderwerpen zoals ze waren');
      const link = /https:\/\/www\.amn\.nl\/nieuwsbrief\/onderwerpen\?token=[\w.-]+&onderwerpen=PO,MBO/.exec(
        topicsMail.text,
      );
      expect(link).not.toBeNull();
      // The welcome's button leads to the same page, with the topics as they are.
      expect((await render(mails[1])).text).toMatch(
        /https:\/\/www\.amn\.nl\/nieuwsbrief\/onderwerpen\?token=[\w.-]+\s/,
      );

      // The page reads the address and the stored topics with the link's token; saving stores the asked ones.
      const token = tokenOf(link![0]);
      const read = await t.inject({ url: `/api/newsletter/subscription?token=${token}` });
      expect(read.json()).toEqual({ state: 'confirmed', email, topics: ['PO'] });
      const saved = await t.post('/api/newsletter/topics', { token, topics: ['PO', 'MBO'] }, { bot: false });
      expect(saved.json()).toEqual({ state: 'confirmed', topics: ['PO', 'MBO'] });
      expect((await findSubscription(t.storage.db, email))?.topics).toBe('["PO","MBO"]');
    });

    it('the same topics again get the mail too: whether one goes never depends on the subscription', async () => {
      const email = 'anna@school.example.nl';
      later(11);
      expect(await signUpAndSee(email, { PO: true, MBO: true })).toEqual({ text: SENT, mailed: true });
      expect((await outbox(email)).at(-1)?.template).toBe('newsletter-topics');
    });

    it('never says a mail was sent when the caps let none go, for a pending or a confirmed address, in either language', async () => {
      const pending = 'bert@school.example.nl';
      expect(await signUpAndSee(pending, { VO: true })).toEqual({ text: SENT, mailed: true });
      later(1);
      expect(await signUpAndSee(pending, { VO: true })).toEqual({ text: NONE, mailed: false });
      // The confirmed subscriber of the tests above had its topics link a minute ago.
      expect(await signUpAndSee('anna@school.example.nl', { VO: true })).toEqual({ text: NONE, mailed: false });
      const romanian = await signUpAndSee(pending, { VO: true }, { 'accept-language': 'ro' });
      expect(romanian.mailed).toBe(false);
      expect(romanian.text).toMatch(/^Nu v-am trimis acum un e-mail nou/);
      // Past the pause the next one goes again, and says so.
      later(11);
      expect(await signUpAndSee(pending, { VO: true })).toEqual({ text: SENT, mailed: true });
    });

    it('a replayed request is answered as the first one was, mail or none', async () => {
      const email = 'carla@school.example.nl';
      const key = { 'idempotency-key': 'carla-first' };
      const first = await signUpAndSee(email, { HBO: true }, key);
      expect(first).toEqual({ text: SENT, mailed: true });
      expect(await signUpAndSee(email, { HBO: true }, key)).toEqual({ text: SENT, mailed: false });
      later(1);
      const none = { 'idempotency-key': 'carla-second' };
      expect(await signUpAndSee(email, { HBO: true }, none)).toEqual({ text: NONE, mailed: false });
      expect(await signUpAndSee(email, { HBO: true }, none)).toEqual({ text: NONE, mailed: false });
    });
  },
);
