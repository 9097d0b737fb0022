import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, type MockCall } from '@site/test/support/dom/mocks/fetch';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { SUBMITTED_SCHOOL } from '@site/test/support/dom/registration-forms';
import MyRegistration from '..';
import { readRegistration, readingRows } from '@site/src/domain/registration-reading';
import round2027 from '@site/src/domain/rounds/2027';

jest.setTimeout(30_000);

const PATH = '/formulier/mijn-aanmelding?token=signed.token';

function stored(overrides: Partial<MyRegistrationResponse> = {}): MyRegistrationResponse {
  return {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    kenmerk: 'AMN-2026-K7QX',
    type: 'doorstroomtoets-registration-2026',
    label: 'Aanmelding Doorstroomtoets 2026',
    createdAt: '2025-12-01T10:00:00.000Z',
    state: 'ontvangen',
    changedAt: null,
    version: 1,
    schoolName: SUBMITTED_SCHOOL.naam,
    contactEmail: 'anna@school.nl',
    values: {
      type: 'doorstroomtoets-registration-2026',
      school: SUBMITTED_SCHOOL,
      manualEntry: false,
      alreadyRegistered: false,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 29,
          device_type: 'iPads',
          eerstedag: '2026-02-02',
          previous_year_amn_doorstroomtoets: 'Ja',
        },
      },
      contacts: [
        {
          first_name: 'Anna',
          last_name: 'de Vries',
          email: 'anna@school.nl',
          work_number: '',
          job_title: 'Directeur',
          '100000000001': true,
        },
      ],
    },
    // Without a reading (as a retired round's registration): the tests below give one where it matters.
    reading: null,
    rows: [
      { label: 'School', value: '', depth: 0 },
      { label: 'Naam', value: SUBMITTED_SCHOOL.naam, depth: 1 },
      { label: 'Aantal leerlingen in groep 8', value: '29', depth: 2 },
    ],
    finishRoute: null,
    changesOpen: true,
    closedText:
      'Wijzigen kan niet meer via deze pagina. Neem contact op met de helpdesk: helpdesk@amn.nl, 024 - 345 40 41.',
    history: [],
    registerAgainRoute: null,
    ...overrides,
  };
}

/** The server as the page meets it: the registration, then a change or a withdrawal and the registration after it. */
function server(first: MyRegistrationResponse, after: MyRegistrationResponse = first) {
  let changed = false;
  return mockFetch((call: MockCall) => {
    const path = call.url.split('?')[0];
    if (path === '/api/registration') return { body: changed ? after : first };
    if (path === '/api/registration/change' || path === '/api/registration/withdraw') {
      changed = true;
      return { body: 'Uw wijzigingen zijn opgeslagen. Alle contactpersonen krijgen een e-mail.' };
    }
    return { status: 404, body: 'Niet gevonden' };
  });
}

const setup = () => userEvent.setup({ delay: null });

describe('My registration', () => {
  it('shows the registration as stored, with its state and the form to change it', async () => {
    server(stored());
    renderAt(<MyRegistration />, { path: PATH });
    expect(
      await screen.findByRole('heading', { name: `Aanmelding Doorstroomtoets 2026: ${SUBMITTED_SCHOOL.naam}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ontvangen')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
    expect(within(table).getByRole('rowheader', { name: 'Aantal leerlingen in groep 8' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Aanmelding wijzigen' })).toBeInTheDocument();
    // The school is shown, not searched: it cannot change here.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    // The Kenmerk a person can say, never the random id.
    expect(screen.getByText('AMN-2026-K7QX')).toBeInTheDocument();
    expect(screen.queryByText('AbCdEfGhIjKlMnOpQrStUv')).not.toBeInTheDocument();
  });

  it('lists the history oldest first, each with its day and time', async () => {
    const entry = (version: number, at: string, after: string) => ({
      version,
      at,
      kind: 'change' as const,
      actor: 'Anna de Vries (anna@school.nl)',
      changes: [{ label: 'Doorstroomtoets: Aantal leerlingen in groep 8', before: '29', after }],
    });
    server(
      stored({ history: [entry(2, '2025-12-02T09:05:00.000Z', '30'), entry(3, '2025-12-03T14:30:00.000Z', '31')] }),
    );
    renderAt(<MyRegistration />, { path: PATH });
    const history = await screen.findByRole('region', { name: 'Geschiedenis' });
    const items = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('time'));
    expect(items.map((item) => item.querySelector('time')!.textContent)).toEqual([
      '2 december 2025 om 10:05',
      '3 december 2025 om 15:30',
    ]);
  });

  it('saves a raised pupil count with the token, says so and shows the change in the history', async () => {
    const user = setup();
    const after = stored({
      state: 'gewijzigd',
      changedAt: '2025-12-02T09:00:00.000Z',
      version: 2,
      history: [
        {
          version: 2,
          at: '2025-12-02T09:00:00.000Z',
          kind: 'change',
          actor: 'Anna de Vries (anna@school.nl)',
          changes: [{ label: 'Doorstroomtoets: Aantal leerlingen in groep 8', before: '29', after: '31' }],
        },
      ],
    });
    const { calls } = server(stored(), after);
    renderAt(<MyRegistration />, { path: PATH });
    const count = await screen.findByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await user.clear(count);
    await user.type(count, '31');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    // The answer stands in a live region beside the button that was pressed, not at the top of the page.
    const saved = await screen.findByText(/Uw wijzigingen zijn opgeslagen/);
    expect(saved).toHaveAttribute('role', 'status');
    const change = screen.getByRole('region', { name: 'Aanmelding wijzigen' });
    expect(within(change).getAllByRole('status')).toContain(saved);
    // Right after the form with its button.
    expect(saved.previousElementSibling).toBe(within(change).getByRole('form', { name: 'Aanmelding wijzigen' }));
    // The answer is brought into view and focused.
    await waitFor(() => expect(saved).toHaveFocus());
    const sent = calls.find((call) => call.url === '/api/registration/change')!;
    expect(sent.body).toMatchObject({
      token: 'signed.token',
      version: 1,
      products: { Doorstroomtoets: { amount: 31 } },
    });
    expect(await screen.findByText('Doorstroomtoets: Aantal leerlingen in groep 8: 29 → 31')).toBeInTheDocument();
    expect(screen.getByText('Gewijzigd')).toBeInTheDocument();
  });

  it('keeps what was typed when the registration was changed elsewhere meanwhile (409)', async () => {
    const user = setup();
    const meanwhile =
      'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';
    mockFetch((call: MockCall) => {
      const path = call.url.split('?')[0];
      if (path === '/api/registration') return { body: stored() };
      if (path === '/api/registration/change') return { status: 409, body: meanwhile };
      return { status: 404, body: 'Niet gevonden' };
    });
    renderAt(<MyRegistration />, { path: PATH });
    const count = await screen.findByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await user.clear(count);
    await user.type(count, '31');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText(new RegExp(meanwhile.slice(0, 40)))).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ })).toHaveValue(31);
  });

  it('shows why a change and a withdrawal were refused after many changes this hour (429), keeping what was typed', async () => {
    const user = setup();
    const tooOften =
      'Deze aanmelding is het afgelopen uur al 10 keer gewijzigd, het maximum per uur; uw wijziging is niet opgeslagen.';
    mockFetch((call: MockCall) => {
      const path = call.url.split('?')[0];
      if (path === '/api/registration') return { body: stored() };
      if (path === '/api/registration/change' || path === '/api/registration/withdraw') {
        return { status: 429, body: tooOften };
      }
      return { status: 404, body: 'Niet gevonden' };
    });
    renderAt(<MyRegistration />, { path: PATH });
    const count = await screen.findByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await user.clear(count);
    await user.type(count, '31');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText(tooOften)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ })).toHaveValue(31);
    await user.click(screen.getByRole('button', { name: 'Aanmelding intrekken' }));
    await user.click(screen.getByRole('button', { name: 'Ja, intrekken' }));
    await waitFor(() => expect(screen.getAllByText(tooOften)).toHaveLength(2));
    expect(screen.queryByText('Ingetrokken')).not.toBeInTheDocument();
  });

  it("withdraws only after 'Ja, intrekken'", async () => {
    const user = setup();
    const { calls } = server(stored(), stored({ state: 'ingetrokken', changesOpen: false, version: 2 }));
    renderAt(<MyRegistration />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Aanmelding intrekken' }));
    expect(calls.some((call) => call.url === '/api/registration/withdraw')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ja, intrekken' }));
    await waitFor(() => expect(screen.getByText('Ingetrokken')).toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/registration/withdraw')!.body).toEqual({
      token: 'signed.token',
      version: 1,
    });
    expect(screen.queryByRole('form', { name: 'Aanmelding wijzigen' })).not.toBeInTheDocument();
    // The round's form is closed: the helpdesk helps to register again.
    expect(screen.getByRole('link', { name: 'helpdesk@amn.nl' })).toHaveAttribute('href', 'mailto:helpdesk@amn.nl');
  });

  it('links a withdrawn registration to the round form while it takes registrations', async () => {
    server(
      stored({
        state: 'ingetrokken',
        changesOpen: false,
        registerAgainRoute: '/formulier/doorstroomtoets-2026/aanmelding',
      }),
    );
    renderAt(<MyRegistration />, { path: PATH });
    expect(await screen.findByRole('link', { name: 'het aanmeldformulier' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-2026/aanmelding',
    );
  });

  it('after changesUntil shows the registration read-only with the helpdesk to ask', async () => {
    server(stored({ changesOpen: false }));
    renderAt(<MyRegistration />, { path: PATH });
    expect(await screen.findByText(/Wijzigen kan niet meer via deze pagina/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanmelding intrekken' })).not.toBeInTheDocument();
  });

  it('says a link is not (or no longer) valid, shows nothing of a school and offers a new link', async () => {
    mockFetch(() => ({ status: 404, body: 'Deze link is niet (meer) geldig.' }));
    renderAt(<MyRegistration />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Deze link is niet (meer) geldig' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek uw school' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stuur de link opnieuw' })).toBeDisabled();
  });

  it('opened without a link, is the page to request it, not an invalid link', async () => {
    const { calls } = mockFetch(() => ({ status: 202, body: { text: 'Verstuurd.' } }));
    renderAt(<MyRegistration />, { path: '/formulier/mijn-aanmelding' });
    expect(await screen.findByRole('heading', { name: 'Vraag de link naar uw aanmelding aan' })).toBeInTheDocument();
    expect(screen.queryByText(/niet \(meer\) geldig/)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek uw school' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stuur de link' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  describe('its summary, before the full data', () => {
    const primarySignUp = {
      type: 'aanmeldformulier-po',
      school: SUBMITTED_SCHOOL,
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
        {
          first_name: 'Anna',
          last_name: 'de Vries',
          email: 'anna@school.nl',
          '7544': true,
          '8227': false,
          '100000000002': true,
        },
      ],
    };
    const signUp = () => {
      const reading = readRegistration({
        type: 'aanmeldformulier-po',
        values: primarySignUp,
        round: round2027,
        today: '2026-12-01',
      });
      return stored({
        type: 'aanmeldformulier-po',
        label: 'Aanmelding primair onderwijs',
        kenmerk: 'AMN-2027-K7QX',
        values: primarySignUp,
        reading,
        rows: readingRows(reading),
      });
    };

    it('names the chosen products, the 30 pupils in groep 7, and no product key or product not chosen', async () => {
      server(signUp());
      renderAt(<MyRegistration />, { path: PATH });
      const products = await screen.findByRole('list', { name: 'Producten' });
      expect(within(products).getByText(/30 leerlingen in groep 7/)).toBeInTheDocument();
      expect(within(products).getByText(/28 leerlingen in groep 8/)).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
      expect(within(table).getByRole('row', { name: 'Aantal leerlingen in groep 7 30' })).toBeInTheDocument();
      expect(
        within(table).getByRole('row', { name: 'Verantwoordelijk voor Proeftoets 2027 en Aansluiting PO-VO 2027' }),
      ).toBeInTheDocument();
      // What the page reads out (the change form below offers every product, as it should).
      const summary = screen.getByRole('region', { name: `Aanmelding primair onderwijs: ${SUBMITTED_SCHOOL.naam}` });
      const page = `${summary.textContent ?? ''} ${table.textContent ?? ''}`;
      expect(page).not.toMatch(/AansluitingPOVO|ProeftoetsSOSBO|SO\/SBO|Aangemeld\s*Nee/);
    });

    it('puts the state, the deadline and the change button first, the button jumping to the form', async () => {
      server(signUp());
      renderAt(<MyRegistration />, { path: PATH });
      const summary = await screen.findByRole('region', {
        name: `Aanmelding primair onderwijs: ${SUBMITTED_SCHOOL.naam}`,
      });
      expect(within(summary).getByText('Aangemeld')).toBeInTheDocument();
      expect(within(summary).getByText('Wijzigen tot en met')).toBeInTheDocument();
      // Two weeks before the latest chosen first day (the Aansluiting's, 8 February), not its window's end.
      expect(within(summary).getByText('25 januari 2027')).toBeInTheDocument();
      expect(within(summary).getByRole('link', { name: 'Aanmelding wijzigen' })).toHaveAttribute(
        'href',
        '#change-title',
      );
      // The summary comes before the full data and the form.
      const details = screen.getByRole('heading', { name: 'Alle gegevens' });
      expect(summary.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('says a pre-registration is still to be completed until 11 januari 2027, never a bare Ontvangen', async () => {
      const values = {
        type: 'doorstroomtoets-pre-registration-2027',
        school: SUBMITTED_SCHOOL,
        manualEntry: false,
        alreadyRegistered: false,
        products: {
          Doorstroomtoets: {
            product_id: 100000000001,
            product_name: 'Doorstroomtoets',
            amount: 42,
            device_type: 'iPads',
          },
        },
        contacts: [{ first_name: 'Anna', last_name: 'de Vries', email: 'anna@school.nl', '100000000001': true }],
      };
      const reading = readRegistration({
        type: 'doorstroomtoets-pre-registration-2027',
        values,
        round: round2027,
        today: '2026-10-15',
      });
      server(
        stored({
          type: 'doorstroomtoets-pre-registration-2027',
          label: 'Vooraanmelding Doorstroomtoets 2027',
          values,
          reading,
          rows: readingRows(reading),
          finishRoute: '/formulier/doorstroomtoets-2027/aanmelden',
        }),
      );
      renderAt(<MyRegistration />, { path: PATH });
      const summary = await screen.findByRole('region', {
        name: `Vooraanmelding Doorstroomtoets 2027: ${SUBMITTED_SCHOOL.naam}`,
      });
      expect(within(summary).getByText('Vooraangemeld')).toBeInTheDocument();
      expect(within(summary).getByText(/nog af te ronden tot en met 11 januari 2027/)).toBeInTheDocument();
      expect(within(summary).getByText('Afronden en wijzigen tot en met')).toBeInTheDocument();
      expect(within(summary).getByRole('link', { name: 'Rond de aanmelding af' })).toBeInTheDocument();
      expect(screen.queryByText('Ontvangen')).not.toBeInTheDocument();
    });

    it('completes an open pre-registration on the page itself, first test day included', async () => {
      const values = {
        type: 'doorstroomtoets-pre-registration-2027',
        school: SUBMITTED_SCHOOL,
        manualEntry: false,
        alreadyRegistered: false,
        products: {
          Doorstroomtoets: {
            product_id: 100000000001,
            product_name: 'Doorstroomtoets',
            amount: 42,
            device_type: 'iPads',
          },
        },
        contacts: [{ first_name: 'Anna', last_name: 'de Vries', email: 'anna@school.nl', '100000000001': true }],
      };
      const reading = readRegistration({
        type: 'doorstroomtoets-pre-registration-2027',
        values,
        round: round2027,
        today: '2026-12-07',
      });
      server(
        stored({
          type: 'doorstroomtoets-pre-registration-2027',
          label: 'Vooraanmelding Doorstroomtoets 2027',
          values,
          reading,
          rows: readingRows(reading),
          finishRoute: '/formulier/doorstroomtoets-2027/aanmelding',
        }),
      );
      renderAt(<MyRegistration />, { path: PATH });
      expect(await screen.findByRole('heading', { name: 'Aanmelding afronden of wijzigen' })).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Aanmelden voor de Doorstroomtoets 2027' });
      expect(within(form).getByLabelText(/Eerste afnamedag/)).toHaveAttribute('min', '2027-01-25');
      expect(within(form).getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ })).toHaveValue(42);
    });
  });
});
