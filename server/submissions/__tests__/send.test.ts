import { describeEachEngine } from '../../../test/support/server/databases';
import { validHelpdeskRequest } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

describeEachEngine('POST /api/send (helpdesk request)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('stores the request with a confirmation and a helpdesk notice, answers 200 text', async () => {
    const response = await t.post('/api/send', validHelpdeskRequest());
    expect(response.statusCode).toBe(200);
    // The sender never confirmed the address: the answer says what to click first.
    expect(response.body).toBe(
      'Bedankt, uw aanvraag is verstuurd. De helpdesk neemt zo snel mogelijk contact met u op. We hebben u eerst een e-mail gestuurd om uw e-mailadres te bevestigen: klik daarin op "Bevestig het adres". Daarna ontvangt u de bevestiging.',
    );
    const row = await t.storage.db.selectFrom('submissions').selectAll().executeTakeFirstOrThrow();
    expect(row.type).toBe('helpdesk-request');
    expect(JSON.parse(row.payload)).toMatchObject({
      category: 'Storing',
      steps: [{ description: 'Inloggen' }, { description: 'Toets starten' }],
    });
    const mails = await t.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'template', 'locale', 'body'])
      .where('submission_id', '=', row.id)
      .execute();
    // The sender's confirmation (waiting for the address's proof), the mail asking for it, the notice.
    expect(mails.map((mail) => `${mail.template} ${mail.recipient}`).sort()).toEqual([
      'confirmation anna@example.nl',
      'helpdesk-notice helpdesk@amn.example.nl',
      'mailbox-proof anna@example.nl',
    ]);
    // What the mail is made from is stored, not its text: the worker renders it when it sends it.
    expect(mails.find((mail) => mail.recipient === 'helpdesk@amn.example.nl')).toEqual({
      recipient: 'helpdesk@amn.example.nl',
      template: 'helpdesk-notice',
      locale: 'nl',
      body: '',
    });
  });

  it.each([
    ['a missing description', { description: undefined }, /Omschrijving is verplicht/],
    ['a category not in the list', { category: 'Klacht' }, /Kies een geldige waarde bij Categorie/],
    ['an unknown field', { attachment: 'x' }, /attachment/],
    ['a form type (this is not process-form)', { type: 'contact-form' }, /type/],
  ])('refuses %s with a Dutch 400, nothing stored', async (_name, change, message) => {
    const before = await t.submissions();
    const response = await t.post('/api/send', { ...validHelpdeskRequest(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(message);
    expect(await t.submissions()).toBe(before);
  });
});
