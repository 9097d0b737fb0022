import { rowFields } from '../../submissions/store/payload';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school as schoolOf, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { mailboxOf } from '../../../src/domain/values';
import { findRegistration } from '../../submissions/store/registrations';
import { findContactLink } from '../../registration-records/contact-links';
import { isProven } from '../../mail/proof';
import { erasePersonalData } from '../../privacy/erasure';

const PRE = 'doorstroomtoets-pre-registration-2026' as const;
const FINAL = 'doorstroomtoets-registration-2026' as const;
const LINK = { publicUrl: 'https://amn.example.nl' };

function indexed(brin: string, website: string, board: string): IndexedSchool {
  const base = schoolOf({ instellingscode: brin.slice(0, 4), vestigingscode: brin.slice(4) });
  return {
    ...base,
    cf_brin_locatienr: brin,
    sector: 'po',
    facts: { website, phone: '030 123 45 67', board },
  } as IndexedSchool;
}

const SCHOOLS = [indexed('15LH00', 'www.3sprong.net', '41001'), indexed('24AD00', 'www.obs-de-wending.nl', '41002')];

const chosen = (brin: string) => ({
  instellingscode: brin.slice(0, 4),
  vestigingscode: brin.slice(4),
  naam: 'Wat de browser stuurde',
});

/** A registration of `type` for `school` whose one contact writes from `email`. */
function registration(
  type: typeof PRE | typeof FINAL | 'aanmeldformulier-po',
  school: Record<string, unknown>,
  email: string,
) {
  const values = validValues(type) as Record<string, unknown> & { contacts: Record<string, unknown>[] };
  return { type, ...values, school, contacts: [{ ...values.contacts[0], first_name: 'Anna', email }] };
}

describeEachEngine('proof before trust', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex(SCHOOLS) });
  });
  afterAll(async () => t.close());

  const rows = (recipient: string) =>
    t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .execute()
      .then((all) => all.filter((row) => mailboxOf(row.recipient) === mailboxOf(recipient)));
  const render = (row: Awaited<ReturnType<typeof rows>>[number]) =>
    renderOutboxMail(t.storage.db, row, { ...LINK, signingKey: t.app.signingKey, now: new Date(t.now()) });
  /** The token of the newest proof mail (of `template`) to `recipient`, as its button carries it. */
  async function proofToken(recipient: string, template = 'mailbox-proof'): Promise<string> {
    const proof = (await rows(recipient)).filter((row) => row.template === template).at(-1);
    if (!proof) throw new Error(`no ${template} to ${recipient}`);
    const mail = await render(proof);
    const url = /https:\/\/amn\.example\.nl\/formulier\/adres-bevestigen\?token=(\S+)/.exec(mail.text)?.[1];
    if (!url) throw new Error('no proof link in the mail');
    return decodeURIComponent(url);
  }
  const click = (token: string, from = '203.0.113.9') =>
    t.post('/api/mailbox/confirm', { token }, { bot: false, from });
  const check = async (brin: string) => {
    const submission = await t.storage.db
      .selectFrom('submissions')
      .select('id')
      .where('school_brin', '=', brin)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirstOrThrow();
    const row = await t.storage.db
      .selectFrom('school_checks')
      .select('state')
      .where('submission_id', '=', submission.id)
      .executeTakeFirst();
    return { id: submission.id, state: row?.state ?? null };
  };

  it("twenty hand-typed registrations naming one victim leave at most ten neutral mails in the hour, none with the visitor's text", async () => {
    for (let n = 0; n < 20; n += 1) {
      const typed = schoolOf({
        naam: `Basisschool Uw factuur staat open ${n}`,
        instellingscode: null,
        vestigingscode: null,
      });
      const values = { ...registration(PRE, typed, `victim.ex+${n}@gmail.com`), manualEntry: true };
      const answer = await t.post('/api/process-form', values, { from: '198.51.100.7' });
      expect([answer.statusCode, answer.body]).toEqual([307, expect.stringContaining('bevestiging=adres')]);
    }
    const all = await rows('victim.ex@gmail.com');
    const going = all.filter((row) => row.held_at === null);
    expect(going.length).toBeLessThanOrEqual(10);
    expect(going.length).toBeGreaterThan(0);
    expect(going.every((row) => row.template === 'mailbox-proof')).toBe(true);
    // The confirmations themselves wait for a click that never comes; the caps held the other proofs.
    expect(all.filter((row) => row.template === 'confirmation').every((row) => row.held_reason === 'unproven')).toBe(
      true,
    );
    for (const row of going) {
      const mail = await render(row);
      expect(`${mail.subject}\n${mail.text}\n${'html' in mail ? mail.html : ''}`).not.toMatch(/factuur|Anna/i);
      expect(mail.subject).toBe('Bevestig uw e-mailadres');
      expect(mail.text).toContain('Er is een aanmelding voor een school gedaan met dit e-mailadres');
    }
  });

  it("does not trust a made-up address on the school's domain until it clicks; the click sends the confirmation", async () => {
    const answer = await t.post('/api/process-form', registration(PRE, chosen('15LH00'), 'directie@3sprong.net'));
    expect(answer.statusCode).toBe(307);
    expect((await check('15LH00')).state).toBe('onbevestigd');
    // The already-registered answer tells no domain of an unproven holder.
    const asked = await t.inject({
      method: 'GET',
      url: '/api/schoolAlreadyRegistered?mode=pre-registration&instellingscode=15LH&vestigingscode=00&round=2026',
    });
    expect(asked.json()).toMatchObject({ schoolAlreadyRegistered: true, registeredBy: null });
    const [proof] = (await rows('directie@3sprong.net')).filter((row) => row.template === 'mailbox-proof');
    // The neutral mail names the school only as DUO does, never what the browser sent.
    expect((await render(proof)).text).toContain(SCHOOLS[0].naam);
    expect((await render(proof)).text).not.toContain('Wat de browser stuurde');

    const clicked = await click(await proofToken('directie@3sprong.net'));
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ state: 'registration' });
    expect((await check('15LH00')).state).toBe('bevestigd');
    const confirmation = (await rows('directie@3sprong.net')).find((row) => row.template === 'confirmation')!;
    expect(confirmation.held_at).toBeNull();
    expect((await render(confirmation)).text).toContain('/formulier/mijn-aanmelding?token=');
    // Proven for good: the next registration from that mailbox is trusted at once and confirmed directly
    // (the primary sign-up: a Doorstroomtoets form would meet the school's own pre-registration, join.test.ts).
    const again = await t.post(
      '/api/process-form',
      registration('aanmeldformulier-po', chosen('15LH00'), 'directie@3sprong.net'),
    );
    expect(again.statusCode).toBe(307);
    expect(again.body).not.toContain('bevestiging=');
  });

  it("the rightful school's proven contact takes the place from a gmail registration, and the gmail contact is told", async () => {
    const stranger = 'someone.else@gmail.com';
    expect((await t.post('/api/process-form', registration(PRE, chosen('24AD00'), stranger))).statusCode).toBe(307);
    await click(await proofToken(stranger));
    const held = await check('24AD00');
    expect(held.state).toBe('te-controleren');

    const school = 'directie@obs-de-wending.nl';
    const taken = await t.post('/api/process-form', registration(PRE, chosen('24AD00'), school));
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toContain('Bevestig het adres');
    // Nothing moved yet, and nobody but the claimant was mailed.
    expect(rowFields((await findRegistration(t.storage.db, held.id))!.values).contacts).toMatchObject([
      { email: stranger },
    ]);
    expect((await rows(stranger)).some((row) => row.template === 'claim-made')).toBe(false);

    const clicked = await click(await proofToken(school, 'claim-proof'));
    expect(clicked.json()).toEqual({ state: 'taken-back' });
    const after = (await findRegistration(t.storage.db, held.id))!;
    expect(rowFields(after.values).contacts).toMatchObject([{ email: school }]);
    expect(after.version).toBe(2);
    expect((await check('24AD00')).state).toBe('bevestigd');
    expect(await findContactLink(t.storage.db, held.id, stranger)).toBeUndefined();
    const told = (await rows(stranger)).find((row) => row.template === 'contact-removed');
    expect(told?.held_at).toBeNull();
    const confirmation = (await rows(school)).find((row) => row.template === 'confirmation');
    expect(confirmation?.held_at).toBeNull();
    const audit = await t.storage.db
      .selectFrom('staff_audit')
      .select(['action', 'submission_id'])
      .where('action', '=', 'place-taken-back')
      .execute();
    expect(audit).toEqual([{ action: 'place-taken-back', submission_id: held.id }]);
    // A second click changes nothing.
    expect((await click(await proofToken(school, 'claim-proof'))).json()).toEqual({ state: 'already' });
  });

  it('files a claim only once the claimant clicks, and one per claimant and registration', async () => {
    const holder = 'helper@evil-example.nl';
    // A school without a pre-registration (24AD00 has one: a final form of a stranger is refused there).
    const place = schoolOf();
    expect((await t.post('/api/process-form', registration(FINAL, place, holder))).statusCode).toBe(307);
    const claim = (email: string) =>
      t.post(
        '/api/claims',
        {
          type: FINAL,
          school: { instellingscode: place.instellingscode, vestigingscode: place.vestigingscode },
          claimant: { first_name: 'Dirk', last_name: 'Dekker', email, phone: '', message: 'Dit is niet van ons.' },
        },
        { bot: false },
      );
    const first = await claim('dirk@example.org');
    expect(first.statusCode).toBe(202);
    expect(first.json().text).toContain('Bevestig eerst uw e-mailadres');
    expect((await rows(holder)).some((row) => row.template === 'claim-made')).toBe(false);
    expect((await claim('dirk+again@example.org')).json().text).toContain('al een verzoek');

    expect((await click(await proofToken('dirk@example.org', 'claim-proof'))).json()).toEqual({ state: 'claim' });
    expect((await rows(holder)).some((row) => row.template === 'claim-made')).toBe(true);
    const states = await t.storage.db
      .selectFrom('school_claims')
      .select('state')
      .where('email', '=', 'dirk@example.org')
      .execute();
    expect(states).toEqual([{ state: 'open' }]);
  });

  it("forgets a mailbox's proof, and a take-back naming the person, when the person is erased", async () => {
    expect(await isProven(t.storage.db, 'directie@3sprong.net')).toBe(true);
    await erasePersonalData(t.storage.db, 'directie@3sprong.net');
    expect(await isProven(t.storage.db, 'directie@3sprong.net')).toBe(false);
  });

  it("refuses a forged, tampered or foreign token with the house's words", async () => {
    const forged = await click('not-a-token');
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toBe('Deze link is niet (meer) geldig');
  });
});
