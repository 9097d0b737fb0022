import { describeEachEngine } from '../../../test/support/server/databases';
import { validHelpdeskRequest, validValues } from '../../../test/support/server/payloads';
import { XSRF } from '../../../src/domain/constants';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

/** The forms send their page's locale in Accept-Language; the answers follow it, Dutch by default. */
describeEachEngine('answers in the language of the page that posted', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const romanian = { headers: { 'accept-language': 'ro' } };

  it('refuses a bad e-mail and a one-letter name from the Romanian site in Romanian, storing nothing', async () => {
    const before = await t.submissions();
    const response = await t.post(
      '/api/process-form',
      { type: 'contact-form', ...validValues('contact-form'), first_name: 'I', email: 'ioana@' },
      romanian,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'Câmpul „Prenume” trebuie să aibă cel puțin 2 caractere (câmpul first_name), și încă o eroare.',
    );
    expect(await t.submissions()).toBe(before);
  });

  it('answers a valid contact form and newsletter from the Romanian site with a Romanian thank-you', async () => {
    const contact = await t.post(
      '/api/process-form',
      { type: 'contact-form', ...validValues('contact-form') },
      romanian,
    );
    expect(contact.statusCode).toBe(200);
    // Its address was never confirmed: the answer says so, in Romanian too.
    expect(contact.body).toBe(
      'Vă mulțumim pentru mesaj. Vă vom contacta cât mai curând posibil. V-am trimis mai întâi un e-mail pentru a vă confirma adresa: apăsați în el pe „Confirmați adresa”. După aceea primiți confirmarea.',
    );
    const newsletter = await t.post(
      '/api/process-form',
      { type: 'newsletter', ...validValues('newsletter') },
      { headers: { 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.8' } },
    );
    expect(newsletter.statusCode).toBe(200);
    expect(newsletter.body).toBe(
      'Aproape gata: v-am trimis un e-mail. Finalizați abonarea cu butonul din acel e-mail.',
    );
  });

  it('answers /api/send from the Romanian site in Romanian', async () => {
    const response = await t.post('/api/send', { ...validHelpdeskRequest(), email: 'fără-adresă' }, romanian);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Câmpul „E-mail” nu conține o adresă de e-mail validă (câmpul email).');
  });

  it('refuses a form without its start time, a request without the XSRF token, and unreadable JSON in Romanian', async () => {
    const unstarted = await t.post(
      '/api/process-form',
      { type: 'contact-form', ...validValues('contact-form') },
      { ...romanian, bot: false },
    );
    expect(unstarted.statusCode).toBe(400);
    expect(unstarted.body).toBe('Formularul nu a fost trimis complet. Reîncărcați pagina și încercați din nou.');
    const forbidden = await t.inject({
      method: 'POST',
      url: '/api/process-form',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': 'ro' },
      payload: JSON.stringify({ type: 'contact-form', ...validValues('contact-form') }),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toBe('Sesiunea dumneavoastră a expirat. Reîncărcați pagina și încercați din nou.');
    const notAnObject = await t.post('/api/process-form', ['contact-form'], { ...romanian, bot: false });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.body).toBe('Cererea trebuie să fie un obiect JSON.');
    const unreadable = await t.inject({
      method: 'POST',
      url: '/api/process-form',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
        'accept-language': 'ro',
      },
      payload: '{"type": ',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body).toBe('Datele trimise nu au putut fi citite.');
  });

  it('answers in Dutch without a locale, or when the browser asks for a language the site does not have', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'nl' },
    ];
    for (const headers of variants) {
      const refused = await t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form'), email: 'anna@' },
        { headers },
      );
      expect(refused.body).toBe('E-mail is geen geldig e-mailadres (veld email).');
      const sent = await t.post(
        '/api/process-form',
        { type: 'contact-form', ...validValues('contact-form') },
        { headers },
      );
      expect(sent.body).toBe(
        'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op. We hebben u eerst een e-mail gestuurd om uw e-mailadres te bevestigen: klik daarin op "Bevestig het adres". Daarna ontvangt u de bevestiging.',
      );
    }
  });
});
