import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import {
  SUBMITTED_SCHOOL,
  contact,
  fillContact,
  mockServer,
  pickSchool,
  submitButton,
} from '@site/test/support/dom/registration-forms';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { QUOTE_FIRST } from '@site/src/domain/rounds';
import AanmeldformulierPo from '..';
import { receivedThankYou } from '../../../thankYouNote';

/** A day of the 2026 round, in which these tests' payloads lie (only the date is faked, timers run). */
const ONLY_DATE = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'nextTick',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'hrtime',
  'performance',
] as const;
beforeEach(() => jest.useFakeTimers({ now: new Date('2025-10-15T10:00:00Z'), doNotFake: [...ONLY_DATE] }));
afterEach(() => jest.useRealTimers());

const checklistItems = () => {
  const title = screen.queryByText('Nog niet compleet:');
  if (!title) return [];
  return within(title.parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

const product = (name: string) => within(screen.getByRole('region', { name }));

jest.setTimeout(30_000);

describe('AanmeldformulierPo', () => {
  it('lists what is still missing under "Nog niet compleet:", its submit button enabled all the same', () => {
    mockServer();
    renderAt(<AanmeldformulierPo />);
    expect(checklistItems()).toEqual([
      'Selecteer uw school',
      'Selecteer minimaal één product',
      'Vul de contactgegevens in van minimaal één contactpersoon',
    ]);
    expect(submitButton('Aanmelden')).toBeEnabled();
    expect(submitButton('Aanmelden')).not.toHaveAttribute('aria-disabled');
  });

  it('pressed empty: the summary links every problem to its control, focused, the checklist kept', async () => {
    mockServer();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAt(<AanmeldformulierPo />);
    await user.click(submitButton('Aanmelden'));
    const summary = screen.getByRole('group', { name: 'Het formulier is nog niet compleet' });
    expect(summary).toHaveFocus();
    const items = within(summary).getAllByRole('listitem');
    // Every problem is a link, in the order of the page: none is left as bare text without a way to it.
    expect(
      items.map((item) => within(item).queryByRole('link')?.textContent ?? `(no link) ${item.textContent}`),
    ).toEqual([
      'Zoek uw school: Selecteer uw school',
      'Aanmelden voor 2026 Proeftoets: Selecteer minimaal één product',
      'Contactpersoon 1: Voornaam is verplicht.',
      'Contactpersoon 1: Achternaam is verplicht.',
      'Contactpersoon 1: E-mail is verplicht.',
      // Chosen, not preselected: a job title nobody picked is asked for, not stored as 'Leerkracht'.
      'Contactpersoon 1: Functie is verplicht.',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Contactpersoon 1: E-mail is verplicht.' }));
    expect(within(screen.getByRole('group', { name: 'Contactpersoon 1' })).getByLabelText('E-mail *')).toHaveFocus();
    expect(checklistItems()).toContain('Selecteer uw school');
  });

  it('shows each product with its price rule and first-day window in Dutch long format', () => {
    mockServer();
    renderAt(<AanmeldformulierPo />);
    expect(
      product('2026 Proeftoets').getByText(
        /Gratis\. Voor groep 8; de eerste afnamedag ligt van 3 november 2025 tot en met 16 januari 2026\./,
      ),
    ).toBeInTheDocument();
    // No price the site does not know: a quote first, nothing owed before the school accepts it.
    expect(
      product('2026 Aansluiting PO-VO').getByText(
        `Gratis als uw school ook de Doorstroomtoets of de Proeftoets afneemt. ${QUOTE_FIRST} Voor groep 7; de eerste afnamedag ligt van 2 februari 2026 tot en met 29 mei 2026.`,
      ),
    ).toBeInTheDocument();
    expect(product('2026 Proeftoets').queryByText(/offerte/)).toBeNull();
  });

  it('subscribing reveals first day and amount; a day outside the window is refused, the chosen day is shown in Dutch', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    const trial = product('2026 Proeftoets');
    expect(trial.queryByLabelText(/Eerste afnamedag/)).not.toBeInTheDocument();
    await user.click(trial.getByRole('checkbox', { name: 'Aanmelden voor 2026 Proeftoets' }));
    const day = trial.getByLabelText(/Eerste afnamedag/);
    expect(day).toHaveAttribute('min', '2025-11-03');
    expect(day).toHaveAttribute('max', '2026-01-16');
    await user.type(day, '2026-02-01');
    await user.tab();
    expect(await trial.findByText(/Eerste afnamedag van 2026 Proeftoets/)).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '2025-11-10');
    expect(trial.getByText('10 november 2025')).toBeInTheDocument();
    expect(checklistItems()).not.toContain('Selecteer minimaal één product');
    expect(checklistItems()).toContain('Vul de afnamedetails in');
    await user.type(trial.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }), '24');
    expect(checklistItems()).not.toContain('Vul de afnamedetails in');
  });

  it('names the range the field and the card show when a day lies before tomorrow, by the field and in the summary', async () => {
    // 8 December 2025: the Proeftoets window began on 3 November, so the first choosable day is tomorrow.
    jest.setSystemTime(new Date('2025-12-08T10:00:00Z'));
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    const trial = product('2026 Proeftoets');
    expect(
      trial.getByText(/de eerste afnamedag ligt van 9 december 2025 tot en met 16 januari 2026\./),
    ).toBeInTheDocument();
    await user.click(trial.getByRole('checkbox', { name: 'Aanmelden voor 2026 Proeftoets' }));
    const day = trial.getByLabelText(/Eerste afnamedag/);
    expect(day).toHaveAttribute('min', '2025-12-09');
    const range = 'Eerste afnamedag van 2026 Proeftoets moet liggen van 9 december 2025 tot en met 16 januari 2026.';
    for (const typed of ['2025-11-10', '2026-01-19']) {
      await user.clear(day);
      await user.type(day, typed);
      await user.tab();
      // Never the whole window (from 3 November, days already past).
      expect(day).toHaveAccessibleDescription(expect.stringContaining(range));
      expect(day).not.toHaveAccessibleDescription(expect.stringContaining('3 november'));
    }
    await user.click(submitButton('Aanmelden'));
    const summary = screen.getByRole('group', { name: 'Het formulier is nog niet compleet' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: new RegExp(range.replace(/\./g, '\\.')) }));
    expect(day).toHaveFocus();
  });

  it('refuses a first day at the weekend under the field, naming the day', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    const trial = product('2026 Proeftoets');
    await user.click(trial.getByRole('checkbox', { name: 'Aanmelden voor 2026 Proeftoets' }));
    const day = trial.getByLabelText(/Eerste afnamedag/);
    await user.type(day, '2025-11-08');
    await user.tab();
    expect(
      await trial.findByText(
        'Eerste afnamedag van 2026 Proeftoets: zaterdag 8 november 2025 valt in het weekend. Scholen nemen in het weekend geen toetsen af; kies een werkdag.',
      ),
    ).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription(/zaterdag 8 november 2025 valt in het weekend/);
    await user.clear(day);
    await user.type(day, '2025-11-10');
    expect(trial.queryByText(/valt in het weekend/)).not.toBeInTheDocument();
  });

  it('adds contacts with "+ Contactpersoon toevoegen" and removes them with "- verwijderen"', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    expect(screen.getAllByRole('group', { name: /^Contactpersoon \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /- verwijderen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }));
    expect(screen.getAllByRole('group', { name: /^Contactpersoon \d$/ })).toHaveLength(2);
    await user.type(contact(2).getByRole('textbox', { name: /Voornaam/ }), 'Piet');
    await user.click(screen.getByRole('button', { name: '- verwijderen contactpersoon 1' }));
    expect(screen.getAllByRole('group', { name: /^Contactpersoon \d$/ })).toHaveLength(1);
    expect(contact(1).getByRole('textbox', { name: /Voornaam/ })).toHaveValue('Piet');
  });

  it('requires a valid e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@');
    await user.tab();
    expect(contact(1).getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(checklistItems()).toContain('Vul de contactgegevens in van minimaal één contactpersoon');
    await user.type(contact(1).getByRole('textbox', { name: /E-mail/ }), 'school.nl');
    expect(checklistItems()).not.toContain('Vul de contactgegevens in van minimaal één contactpersoon');
  });

  it('one contact is the contact of every chosen product without a tick; a second contact brings the boxes', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<AanmeldformulierPo />);
    await user.click(product('2026 Proeftoets').getByRole('checkbox', { name: 'Aanmelden voor 2026 Proeftoets' }));
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
    expect(contact(1).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(contact(1).getByText(/aanspreekpunt voor alle producten die u hierboven kiest/)).toBeInTheDocument();
    expect(checklistItems()).not.toContain('Maak elke contactpersoon verantwoordelijk voor minimaal één product');
    await user.click(screen.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }));
    // The first contact keeps the chosen product; the second chooses its own.
    expect(contact(1).getByRole('checkbox', { name: '2026 Proeftoets' })).toBeChecked();
    expect(contact(1).getByRole('checkbox', { name: '2026 Aansluiting PO-VO' })).not.toBeChecked();
    expect(contact(2).getByRole('checkbox', { name: '2026 Proeftoets' })).not.toBeChecked();
    expect(checklistItems()).toContain('Maak elke contactpersoon verantwoordelijk voor minimaal één product');
  });

  it('refuses a contact ticked for a product the school did not choose, under that contact', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Maak een contactpersoon alleen verantwoordelijk voor een product dat u heeft gekozen';
    mockServer();
    renderAt(<AanmeldformulierPo />);
    const transition = product('2026 Aansluiting PO-VO');
    await user.click(transition.getByRole('checkbox', { name: 'Aanmelden voor 2026 Aansluiting PO-VO' }));
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
    // With a second contact each one's products are ticked by hand: Anna keeps the chosen Aansluiting.
    await user.click(screen.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }));
    expect(contact(1).getByRole('checkbox', { name: '2026 Aansluiting PO-VO' })).toBeChecked();
    expect(checklistItems()).not.toContain(message);
    // The SO/SBO trial test is not chosen: Anna cannot be its contact.
    await user.click(contact(1).getByRole('checkbox', { name: '2026 Proeftoets voor SO/ SBO' }));
    expect(checklistItems()).toContain(message);
    const boxes = contact(1).getByRole('group', { name: 'Contactpersoon voor' });
    expect(within(boxes).getByText(message)).toBeInTheDocument();
    expect(boxes).toHaveAccessibleDescription(message);
    await user.click(contact(1).getByRole('checkbox', { name: '2026 Proeftoets voor SO/ SBO' }));
    expect(checklistItems()).not.toContain(message);
    expect(within(boxes).queryByText(message)).not.toBeInTheDocument();
  });

  it('a complete sign-up posts the payload: ids, names, keys', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockServer({
      submit: () => ({ status: 307, body: '/formulier/bedankt?type=aanmeldformulier-po' }),
    });
    renderAt(<AanmeldformulierPo />);
    await pickSchool(user);
    const transition = product('2026 Aansluiting PO-VO');
    await user.click(transition.getByRole('checkbox', { name: 'Aanmelden voor 2026 Aansluiting PO-VO' }));
    await user.type(transition.getByLabelText(/Eerste afnamedag/), '2026-03-02');
    await user.type(transition.getByRole('spinbutton', { name: /Aantal leerlingen in groep 7/ }), '31');
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
    expect(screen.queryByText('Nog niet compleet:')).not.toBeInTheDocument();
    await user.click(submitButton('Aanmelden'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/process-form')).toBe(true));
    const body = calls.find((call) => call.url === '/api/process-form')!.body as Record<string, unknown>;
    expect((body as { school: unknown }).school).toEqual(SUBMITTED_SCHOOL);
    expect(body).toMatchObject({
      type: 'aanmeldformulier-po',
      school: SUBMITTED_SCHOOL,
      products: {
        Proeftoets: { id: 7544, name: '2026 Proeftoets', subscribe: false },
        ProeftoetsSOSBO: { id: 8227, name: '2026 Proeftoets voor SO/ SBO', subscribe: false },
        AansluitingPOVO: {
          id: 100000000002,
          name: '2026 Aansluiting PO-VO',
          subscribe: true,
          eerstedag: '2026-03-02',
          amount: 31,
        },
      },
      contacts: [
        {
          first_name: 'Anna',
          last_name: 'de Vries',
          email: 'anna@school.nl',
          job_title: 'Directeur',
          // The sole contact: the contact of the one chosen product, without a tick.
          '7544': false,
          '8227': false,
          '100000000002': true,
        },
      ],
    });
    // The thank-you page lists what was registered, in the words of the confirmation.
    const rows = receivedThankYou()?.rows?.map((row) => `${row.label}: ${row.value}`) ?? [];
    expect(rows).toEqual(
      expect.arrayContaining(['2026 Aansluiting PO-VO: ', 'Aantal leerlingen in groep 7: 31', 'Functie: Directeur']),
    );
    expect(rows).not.toContain('2026 Proeftoets: ');
  });

  it('refused as a second sign-up of the school (409): one notice with the offer to mail the links, no second box', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'Deze school is al aangemeld. Wilt u de aanmelding wijzigen? Mail dan naar helpdesk@amn.nl of bel 024 - 345 40 41.';
    const { calls } = mockServer({
      submit: () => ({ status: 409, body: refusal }),
      registration: () => ({ status: 202, body: { text: 'Als deze school bij ons is aangemeld, sturen we de link.' } }),
    });
    renderAt(<AanmeldformulierPo />);
    await pickSchool(user);
    const trial = product('2026 Proeftoets');
    await user.click(trial.getByRole('checkbox', { name: 'Aanmelden voor 2026 Proeftoets' }));
    await user.type(trial.getByLabelText(/Eerste afnamedag/), '2025-12-01');
    await user.type(trial.getByRole('spinbutton', { name: /Aantal leerlingen/ }), '28');
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
    await user.click(submitButton('Aanmelden'));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(within(alert).getByRole('heading', { name: 'Deze school is al aangemeld' })).toBeInTheDocument(),
    );
    // The notice answers alone: not the server's text beside it (which says to mail instead), no 'Error:'.
    expect(alert).not.toHaveTextContent('Wilt u de aanmelding wijzigen? Mail dan');
    expect(alert).not.toHaveTextContent(/Error/);
    expect(screen.getAllByRole('heading', { name: 'Deze school is al aangemeld' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /link opnieuw/i }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/registration/links')).toBe(true));
    expect(calls.find((call) => call.url === '/api/registration/links')!.body).toMatchObject({
      school: { instellingscode: SUBMITTED_SCHOOL.instellingscode },
    });
  });
  it('checks the school as soon as it is chosen: a school signed up already sees the notice before filling anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockServer({ registered: true });
    renderAt(<AanmeldformulierPo />);
    await pickSchool(user);
    expect(await screen.findByRole('heading', { name: 'Deze school is al aangemeld' })).toBeInTheDocument();
    const asked = calls.find((call) => call.url.startsWith('/api/schoolAlreadyRegistered'));
    expect(asked?.url).toContain('type=aanmeldformulier-po');
    // The notice stands in for the products and contacts: nothing to fill in, nothing posted.
    expect(screen.queryByRole('checkbox', { name: /Aanmelden voor/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Een andere school kiezen' }));
    expect(screen.queryByRole('heading', { name: 'Deze school is al aangemeld' })).not.toBeInTheDocument();
  });

  it('a school signed up by someone else: says how it is held, offers the claim for this form, and how to add a product', async () => {
    const user = userEvent.setup({ delay: null });
    setXsrfCookie();
    const { calls } = mockFetch(({ url }) => {
      const path = url.split('?')[0];
      if (path === '/api/school') return { body: [SUBMITTED_SCHOOL] };
      if (path === '/api/schoolAlreadyRegistered') {
        return { body: { schoolAlreadyRegistered: true, heldBy: 'outside-domain', registeredBy: null } };
      }
      if (path === '/api/claims') return { status: 202, body: { text: 'Uw verzoek is bij de helpdesk.' } };
      return { status: 404, body: 'Not found' };
    });
    renderAt(<AanmeldformulierPo />);
    await pickSchool(user);
    expect(
      await screen.findByText('De school is aangemeld door iemand buiten het domein van de school.'),
    ).toBeInTheDocument();
    // A groep 7 teacher after Aansluiting PO-VO is told how: not a second sign-up.
    const add = screen.getByRole('region', { name: 'Wilt u een product toevoegen?' });
    expect(add).toHaveTextContent(/Aansluiting PO-VO voor groep 7/);
    expect(add).toHaveTextContent(/de helpdesk voegt het product voor u toe/);

    await user.click(screen.getByRole('button', { name: 'Is dit niet van uw school? Vraag de aanmelding over' }));
    await user.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Dirk');
    await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'Dekker');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van de school' }), 'directie@verwondering.nl');
    await user.click(screen.getByRole('button', { name: 'Verzoek versturen' }));
    expect(await screen.findByText('Uw verzoek is bij de helpdesk.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/claims');
    expect(sent?.body).toMatchObject({ type: 'aanmeldformulier-po', claimant: { first_name: 'Dirk' } });
    // Only the claim was posted, never a sign-up.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/claims']);
  });
});
