/**
 * Every mail a public request causes counts against the client that sent it: changes and
 * withdrawals through personal links (the helpdesk's notice too), claims, link requests and the
 * neutral mails asking an unproven address for its proof (what waits for the click counts once
 * released). One client changing its registrations over and over uses up its own share, not the
 * global cap; a registration takes a bounded number of changes an hour through its links; the log
 * names the client whose mail met a cap by its hash.
 */
import { mailingStorage } from '../../mail/caps';
import { Writable } from 'node:stream';
import { clientHash } from '../../mail/caps';
import { clientKey } from '../../security/client-address';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { changeRegistration } from '../../registration-service/edit';
import { CHANGES_PER_REGISTRATION_HOUR } from '../../registration-service/change-limit';
import { CHANGED_TOO_OFTEN } from '../../registration-service/texts';
import { findRegistration } from '../../submissions/store/registrations';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import type { MailCapLimits } from '../../mail/caps';
import { newsletterLinks } from '../../newsletter-store/links';
import { findSubscription } from '../../newsletter-store/subscriptions';
import { markProven } from '../../mail/proof';

const FINAL = 'doorstroomtoets-registration-2026';
const HELPDESK = 'helpdesk@amn.example.nl';
type Values = Record<string, unknown> & {
  school: { instellingscode: string | null; vestigingscode: string | null };
  products: { Doorstroomtoets: Record<string, unknown> };
  contacts: Record<string, unknown>[];
};

/** A registration with two contacts of their own: each change mails the other contact and the helpdesk. */
function registration(n: number, { byHand = false } = {}): Values {
  const values = validValues(FINAL) as Values;
  const [anna] = values.contacts;
  return {
    ...values,
    type: FINAL,
    contacts: [
      { ...anna, email: `anna@s${n}.example.nl` },
      { ...anna, first_name: 'Bram', email: `bram@s${n}.example.nl` },
    ],
    ...(byHand
      ? { manualEntry: true, school: { ...school(), instellingscode: null, vestigingscode: null } }
      : { school: school() }),
  };
}

const logs = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
};

describeEachEngine('every mail counts against the client that caused it', (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const start = async (mailCaps: MailCapLimits, now?: () => number) => {
    const { lines, stream } = logs();
    t = await startTestApp(engine, { mailCaps }, { logger: { level: 'warn', stream }, ...(now ? { now } : {}) });
    return lines;
  };
  const proven = (email: string) => markProven(t.storage.db, email, new Date(t.now()).toISOString());
  /** Registers and returns the registration's id and its first contact's personal link token. */
  const register = async (values: Values, from: string) => {
    // The subject is whose share a mail counts to, not the proof: the contacts clicked a link of ours before.
    for (const contact of values.contacts) await proven(String(contact.email));
    expect((await t.post('/api/process-form', values, { from })).statusCode).toBe(307);
    const email = String(values.contacts[0].email);
    const { submission_id: id } = await t.storage.db
      .selectFrom('outbox')
      .select('submission_id')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const link = await findContactLink(t.storage.db, id!, email);
    return { id: id!, values, token: personalToken(t.app.signingKey, link!) };
  };
  /** A change through the link, on the version the page shows now. */
  const change = async (
    found: { token: string; values: Values },
    amount: number,
    from: string,
    headers: Record<string, string> = {},
  ) => {
    const { version } = (await t.inject({ url: `/api/registration?token=${found.token}` })).json();
    const values = structuredClone(found.values);
    values.products.Doorstroomtoets.amount = amount;
    return t.post('/api/registration/change', { ...values, token: found.token, version }, { from, headers });
  };
  const outbox = () =>
    t.storage.db
      .selectFrom('outbox')
      .select(['submission_id', 'recipient', 'template', 'held_reason', 'sent_at'])
      .execute();

  it("holds one client's eighty changes past its share, never another client's confirmation or the helpdesk's notice", async () => {
    // The global cap below what the eighty changes queue (270 mails with the registrations'): before
    // changes counted to the client, they filled it and everyone's mail was held.
    const lines = await start({ perHour: 10, perDay: 60, globalPerHour: 200, clientPerHour: 120 });
    const busy = '198.51.100.7';
    const registrations = [];
    for (let n = 0; n < 10; n += 1) registrations.push(await register(registration(n, { byHand: true }), busy));
    for (const found of registrations) {
      for (let round = 1; round <= 8; round += 1) expect((await change(found, 20 + round, busy)).statusCode).toBe(200);
    }
    const other = await register(registration(99), '203.0.113.9');

    const rows = await outbox();
    const ofBusy = new Set(registrations.map((found) => found.id));
    const held = rows.filter((row) => row.held_reason !== null);
    // Its share is 120 mails: the rest waits, each for the client-hour, the helpdesk's notices among them.
    expect(held.length).toBe(270 - 120);
    expect(held.every((row) => row.held_reason === 'client-hour' && ofBusy.has(row.submission_id!))).toBe(true);
    expect(held.some((row) => row.template === 'helpdesk-changed')).toBe(true);
    const others = rows.filter((row) => row.submission_id === other.id);
    expect(others.map((row) => row.recipient).sort()).toEqual(['anna@s99.example.nl', 'bram@s99.example.nl', HELPDESK]);
    expect(others.every((row) => row.held_reason === null && row.sent_at === null)).toBe(true);
    // The log names the busy client by its hash, once, and never by its address.
    const share = lines.filter((line) => /share of the global mail cap/.test(String(line.msg)));
    expect(share.map((line) => line.client)).toEqual([clientHash(clientKey(busy))]);
    expect(JSON.stringify(lines)).not.toContain(busy);
  });

  it('refuses the eleventh change of a registration in an hour with 429, storing and mailing nothing, until the hour is over', async () => {
    let clock = Date.parse('2025-10-15T09:00:00Z');
    await start({ perHour: 100, perDay: 600, globalPerHour: 2000, clientPerHour: 1000 }, () => clock);
    const found = await register(registration(1), '198.51.100.7');
    const bram = await findContactLink(t.storage.db, found.id, 'bram@s1.example.nl');
    const byBram = { ...found, token: personalToken(t.app.signingKey, bram!) };
    // All its contacts together, from any client.
    for (let round = 1; round <= CHANGES_PER_REGISTRATION_HOUR; round += 1) {
      const by = round % 2 === 0 ? byBram : found;
      expect((await change(by, 20 + round, `198.51.100.${round}`)).statusCode).toBe(200);
    }
    const stored = await findRegistration(t.storage.db, found.id);
    const mails = (await outbox()).length;

    const refused = await change(found, 50, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body).toBe(CHANGED_TOO_OFTEN.nl);
    expect(refused.body).toMatch(/^Deze aanmelding is het afgelopen uur al 10 keer gewijzigd/);
    const inRomanian = await change(found, 50, '203.0.113.9', { 'accept-language': 'ro' });
    expect(inRomanian.statusCode).toBe(429);
    expect(inRomanian.body).toMatch(/^Această înscriere a fost deja modificată de 10 ori/);
    // A withdrawal is a change too.
    const { version } = (await t.inject({ url: `/api/registration?token=${found.token}` })).json();
    const withdraw = await t.post('/api/registration/withdraw', { token: found.token, version }, { bot: false });
    expect(withdraw.statusCode).toBe(429);
    // Nothing of them is stored or mailed.
    expect(await findRegistration(t.storage.db, found.id)).toEqual(stored);
    expect((await outbox()).length).toBe(mails);

    // Staff are not counted: the helpdesk can still change it.
    const byStaff = structuredClone(stored!.values) as Values;
    byStaff.products.Doorstroomtoets.amount = 60;
    const staff = await changeRegistration(
      { storage: mailingStorage(t.app), helpdeskEmail: HELPDESK, actor: 'staff:helpdesk@amn.nl', now: new Date(clock) },
      stored!,
      stored!.version,
      byStaff,
    );
    expect(staff.kind).toBe('changed');
    // An hour after the first change, the school can change it again.
    clock += 61 * 60_000;
    expect((await change(found, 51, '203.0.113.9')).statusCode).toBe(200);
  });

  it("counts a claim's and a link request's mails to the client's share", async () => {
    const lines = await start({ perHour: 10, perDay: 60, globalPerHour: 2000, clientPerHour: 3 });
    const first = await register(registration(1), '198.51.100.1');
    const second = await register(registration(2), '198.51.100.2');
    // A proven claimant's claim is open at once and tells the contacts (proof-before-trust.test.ts has the click).
    await proven('dirk@obs-voorbeeld.nl');
    const claim = (values: Values) =>
      t.post(
        '/api/claims',
        {
          type: FINAL,
          school: { instellingscode: values.school.instellingscode, vestigingscode: values.school.vestigingscode },
          claimant: { first_name: 'Dirk', last_name: 'Dekker', email: 'dirk@obs-voorbeeld.nl', phone: '', message: '' },
        },
        { bot: false, from: '203.0.113.20' },
      );
    // Four mails each (two contacts, the claimant's receipt, the helpdesk's notice): past a share of
    // three, the rest of them wait.
    expect((await claim(first.values)).statusCode).toBe(202);
    expect((await claim(second.values)).statusCode).toBe(202);
    const claimTemplates = ['claim-made', 'claim-receipt', 'helpdesk-claim'];
    const claims = (await outbox()).filter((row) => claimTemplates.includes(row.template ?? ''));
    expect(claims.map((row) => row.held_reason).sort()).toEqual([
      ...Array<string>(5).fill('client-hour'),
      null,
      null,
      null,
    ]);

    const ask = (registrationId: string) =>
      t.post('/api/registration/links', { registrationId }, { bot: false, from: '203.0.113.30' });
    expect((await ask(first.id)).statusCode).toBe(202);
    expect((await ask(second.id)).statusCode).toBe(202);
    const links = (await outbox()).filter((row) => row.template === 'personal-link');
    expect(links.map((row) => row.held_reason).sort()).toEqual(['client-hour', null, null, null]);

    const share = lines.filter((line) => /share of the global mail cap/.test(String(line.msg)));
    expect(share.map((line) => line.client)).toEqual([
      clientHash(clientKey('203.0.113.20')),
      clientHash(clientKey('203.0.113.30')),
    ]);
  });

  it('counts newsletter sign-ups and welcomes to the share of the client that sent them', async () => {
    await start({ perHour: 10, perDay: 60, globalPerHour: 2000, clientPerHour: 2 });
    const busy = '198.51.100.40';
    const signUp = (email: string) =>
      t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), email }, { from: busy });
    expect((await signUp('een@example.nl')).statusCode).toBe(200);
    expect((await signUp('twee@example.nl')).statusCode).toBe(200);
    expect((await signUp('drie@example.nl')).statusCode).toBe(200);
    const confirmFrom = async (email: string, from: string) => {
      const subscription = (await findSubscription(t.storage.db, email))!;
      const link = newsletterLinks('http://localhost:3000', t.app.signingKey, subscription, 'nl', t.now()).confirm;
      const token = new URL(link).searchParams.get('token');
      return t.post('/api/newsletter/confirm', { token }, { bot: false, from });
    };
    expect((await confirmFrom('een@example.nl', busy)).statusCode).toBe(200);
    expect((await confirmFrom('twee@example.nl', '203.0.113.41')).statusCode).toBe(200);
    const held = Object.fromEntries(
      (await outbox()).map((row) => [`${row.template} ${row.recipient}`, row.held_reason]),
    );
    expect(held).toEqual({
      'newsletter-confirm een@example.nl': null,
      'newsletter-confirm twee@example.nl': null,
      'newsletter-confirm drie@example.nl': 'client-hour',
      'newsletter-welcome een@example.nl': 'client-hour',
      'newsletter-welcome twee@example.nl': null,
    });
  });

  it("counts the neutral proof mails to an unproven address to the client's share, not the mails that wait", async () => {
    await start({ perHour: 10, perDay: 60, globalPerHour: 2000, clientPerHour: 2 });
    // Nobody proven: each contact gets the neutral mail; their confirmations wait for the click, uncounted.
    expect((await t.post('/api/process-form', registration(5), { from: '198.51.100.50' })).statusCode).toBe(307);
    const held = (await outbox()).map((row) => `${row.template} ${row.recipient} ${row.held_reason}`).sort();
    expect(held).toEqual([
      'confirmation anna@s5.example.nl unproven',
      'confirmation bram@s5.example.nl unproven',
      `helpdesk-notice ${HELPDESK} null`,
      'mailbox-proof anna@s5.example.nl null',
      'mailbox-proof bram@s5.example.nl client-hour',
    ]);
  });

  it('names the client of a change whose mail met the global cap by its hash', async () => {
    const lines = await start({ perHour: 10, perDay: 60, globalPerHour: 4, clientPerHour: 100 });
    const found = await register(registration(1), '198.51.100.1');
    // Three mails registered, three more the change: the last two over the cap of four.
    expect((await change(found, 30, '2001:db8:1:2::7')).statusCode).toBe(200);
    const held = (await outbox()).filter((row) => row.held_reason === 'global-hour');
    expect(held).toHaveLength(2);
    const alert = lines.filter((line) => /global mail cap/.test(String(line.msg)));
    expect(alert.map((line) => line.client)).toEqual([clientHash('2001:db8:1:2::/64')]);
  });
});
