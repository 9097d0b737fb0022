import { describeEachEngine } from '../../../test/support/server/databases';
import { school } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { findContactLink } from '../contact-links';
import { personalToken } from '../personal-link';

/**
 * A registration reads the same in its mail and on its own page: its products by the names people
 * say, the pupils in the group the round gives the product, nothing the school did not choose, and
 * for a pre-registration the day it must be completed by (the round's changesUntil).
 */
const PUBLIC_URL = 'https://amn.example.nl';
const KEYS = /AansluitingPOVO|ProeftoetsSOSBO|Proeftoets voor SO|Aangemeld:?\s*Nee/;

const contact = (first: string, email: string, flags: Record<string, boolean>) => ({
  first_name: first,
  last_name: 'Jansen',
  email,
  work_number: '024 123 45 67',
  job_title: 'Directeur',
  ...flags,
});

/** The primary sign-up of the "Done when": the Proeftoets (28 in groep 8) and Aansluiting PO-VO (30 in groep 7). */
const primarySignUp = () => ({
  type: 'aanmeldformulier-po',
  school: school({ naam: 'OBS De Regenboog' }),
  products: {
    Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: '2026-12-07', amount: 28 },
    ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
    AansluitingPOVO: {
      id: 100000000002,
      name: 'Aansluiting PO-VO 2027',
      subscribe: true,
      eerstedag: '2027-02-08',
      amount: 30,
    },
  },
  contacts: [
    contact('Anna', 'anna@school.example.nl', { '7544': true, '8227': false, '100000000002': true }),
    contact('Bram', 'bram@school.example.nl', { '7544': false, '8227': false, '100000000002': true }),
  ],
});

const preRegistration = () => ({
  type: 'doorstroomtoets-pre-registration-2027',
  school: school({ naam: 'OBS Het Anker' }),
  manualEntry: false,
  alreadyRegistered: false,
  products: {
    Doorstroomtoets: { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 42, device_type: 'iPads' },
  },
  contacts: [contact('Anna', 'anna@anker.example.nl', { '100000000001': true })],
});

async function confirmationTo(t: TestApp, type: string, recipient: string) {
  const row = await t.storage.db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .selectAll('outbox')
    .where('submissions.type', '=', type)
    .where('outbox.recipient', '=', recipient)
    .where('outbox.template', '=', 'confirmation')
    .executeTakeFirstOrThrow();
  const mail = await renderOutboxMail(t.storage.db, row, {
    publicUrl: PUBLIC_URL,
    signingKey: t.app.signingKey,
    now: new Date(t.now()),
  });
  return { mail, id: row.submission_id! };
}

async function pageOf(t: TestApp, id: string, email: string) {
  const token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
  const answer = await t.inject({ url: `/api/registration?token=${token}` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describeEachEngine('the one reading of a registration', (engine) => {
  describe('a primary sign-up for the Proeftoets and Aansluiting PO-VO, on 1 December 2026', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { now: dayClock('2026-12-01').now });
      expect((await t.post('/api/process-form', primarySignUp(), { headers: { origin: PUBLIC_URL } })).statusCode).toBe(
        307,
      );
    });
    afterAll(() => t.close());

    it('its mail says groep 7 for the 30, names each chosen product as people say it and no key', async () => {
      const { mail } = await confirmationTo(t, 'aanmeldformulier-po', 'anna@school.example.nl');
      expect(mail.text).toMatch(/Aansluiting PO-VO 2027[\s\S]*Aantal leerlingen in groep 7:?\s*30/);
      expect(mail.text).toMatch(/Proeftoets 2027[\s\S]*Aantal leerlingen in groep 8:?\s*28/);
      expect(mail.text).not.toMatch(/groep 8:?\s*30/);
      expect(mail.text).toMatch(/Verantwoordelijk voor:?\s*Proeftoets 2027 en Aansluiting PO-VO 2027/);
      expect(mail.text).not.toMatch(KEYS);
      if ('html' in mail) {
        expect(mail.html).toContain('Aantal leerlingen in groep 7');
        expect(mail.html).not.toMatch(KEYS);
      }
    });

    it('its page has the same reading: the products chosen, groep 7 for the 30, the deadline for changes', async () => {
      const { id } = await confirmationTo(t, 'aanmeldformulier-po', 'anna@school.example.nl');
      const page = await pageOf(t, id, 'anna@school.example.nl');
      expect(page.reading.products.map((product: { name: string }) => product.name)).toEqual([
        'Proeftoets 2027',
        'Aansluiting PO-VO 2027',
      ]);
      const rows = page.rows.map((row: { label: string; value: string }) => `${row.label}: ${row.value}`).join('\n');
      expect(rows).toContain('Aantal leerlingen in groep 7: 30');
      expect(rows).not.toMatch(KEYS);
      expect(page.reading.standing.text).toBe('Aangemeld — wij hebben de aanmelding ontvangen');
      // Two weeks before the latest chosen first day (the Aansluiting's, 8 February): each product its own.
      expect(page.reading.changesUntil).toBe('2027-01-25');
    });

    it('the workspace record reads it the same way', async () => {
      const { id } = await confirmationTo(t, 'aanmeldformulier-po', 'anna@school.example.nl');
      const { submissionDetail } = await import('../../staff/workspace/detail');
      const detail = await submissionDetail(t.storage.db, id, { isSharedDomain: () => false, now: new Date(t.now()) });
      const rows = detail!.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
      expect(rows).toContain('Aantal leerlingen in groep 7: 30');
      expect(rows).not.toMatch(KEYS);
      expect(detail!.reading?.products.map((product) => product.name)).toEqual([
        'Proeftoets 2027',
        'Aansluiting PO-VO 2027',
      ]);
    });
  });

  describe('a pre-registration for the Doorstroomtoets 2027, on 15 October 2026', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { now: dayClock('2026-10-15').now });
      expect(
        (await t.post('/api/process-form', preRegistration(), { headers: { origin: PUBLIC_URL } })).statusCode,
      ).toBe(307);
    });
    afterAll(() => t.close());

    it('its mail names 11 januari 2027 as the day to complete or change it by', async () => {
      const { mail } = await confirmationTo(t, 'doorstroomtoets-pre-registration-2027', 'anna@anker.example.nl');
      expect(mail.text).toContain('U kunt de vooraanmelding afronden en wijzigen tot en met 11 januari 2027.');
      expect(mail.text).toContain('Aantal leerlingen in groep 8');
    });

    it('its page says it is pre-registered and still to be completed, never a bare Ontvangen', async () => {
      const { id } = await confirmationTo(t, 'doorstroomtoets-pre-registration-2027', 'anna@anker.example.nl');
      const page = await pageOf(t, id, 'anna@anker.example.nl');
      expect(page.reading.standing.label).toBe('Vooraangemeld');
      expect(page.reading.standing.text).toBe('Vooraangemeld — nog af te ronden tot en met 11 januari 2027');
      expect(page.reading.changesUntil).toBe('2027-01-11');
    });
  });
});
