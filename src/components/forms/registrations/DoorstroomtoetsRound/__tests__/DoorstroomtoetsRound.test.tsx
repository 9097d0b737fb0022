import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import {
  SCHOOL,
  SUBMITTED_SCHOOL,
  contact,
  fillContact,
  mockServer,
  pickSchool,
  submitButton,
} from '@site/test/support/dom/registration-forms';
import round2026 from '@site/src/domain/rounds/2026';
import DoorstroomtoetsRound from '..';

jest.setTimeout(30_000);

const checklistText = () => screen.queryByText('Nog niet compleet:')?.parentElement?.textContent ?? '';
const registeredCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/schoolAlreadyRegistered'));
const setup = () => userEvent.setup({ delay: null });

describe('DoorstroomtoetsRound 2026, pre mode', () => {
  it('asks whether the school is registered on every school change, in pre-registration mode', async () => {
    const user = setup();
    const { calls } = mockServer({ registered: false });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="pre" />);
    await pickSchool(user);
    await waitFor(() => expect(registeredCalls(calls)).toHaveLength(1));
    const query = new URL(registeredCalls(calls)[0].url, 'http://localhost').searchParams;
    expect(query.get('mode')).toBe('pre-registration');
    expect(query.get('type')).toBe('doorstroomtoets-pre-registration-2026');
    expect(query.get('instellingscode')).toBe('03GR');
    expect(query.get('vestigingscode')).toBe('00');
    expect(screen.queryByText('Deze school is al aangemeld')).not.toBeInTheDocument();
  });

  it('replaces the form by the already-registered message when the server says so', async () => {
    const user = setup();
    mockServer({ registered: true });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="pre" />);
    await pickSchool(user);
    expect(await screen.findByRole('heading', { name: 'Deze school is al aangemeld' })).toBeInTheDocument();
    expect(
      screen.getByText(/De bevestigingsmails zijn naar alle contactpersonen van de school gestuurd\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Contactpersoon 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Aantal leerlingen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Een andere school kiezen' }));
    expect(screen.getByRole('searchbox', { name: 'Zoek uw school' })).toBeInTheDocument();
  });

  it('manual entry skips the check, shows the free fields with land; going back returns to the search', async () => {
    const user = setup();
    const { calls } = mockServer({ registered: true });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="pre" />);
    await user.click(screen.getByRole('button', { name: 'Mijn school staat er niet bij: gegevens zelf invullen' }));
    expect(screen.getByRole('textbox', { name: /Land/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Naam van de school/ }), 'Internationale School Brussel');
    await user.type(screen.getByRole('textbox', { name: /Straatnaam/ }), 'Avenue Louise');
    await user.type(screen.getByRole('textbox', { name: /Huisnummer/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '1050');
    await user.type(screen.getByRole('textbox', { name: /Plaats/ }), 'Brussel');
    await user.type(screen.getByRole('textbox', { name: /Land/ }), 'België');
    expect(checklistText()).not.toContain('Selecteer uw school');
    expect(registeredCalls(calls)).toHaveLength(0);
    expect(screen.queryByText('Deze school is al aangemeld')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terug naar zoeken' }));
    expect(screen.getByRole('searchbox', { name: 'Zoek uw school' })).toBeInTheDocument();
    expect(checklistText()).toContain('Selecteer uw school');
  });

  it('sets the Doorstroomtoets product on school selection and posts the pre-registration', async () => {
    const user = setup();
    const { calls } = mockServer({ submit: () => ({ status: 307, body: '/formulier/bedankt' }) });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="pre" />);
    expect(screen.queryByLabelText(/Eerste afnamedag/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /vorig jaar/ })).not.toBeInTheDocument();
    await pickSchool(user);
    await user.type(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }), '18');
    // Chromebooks is ticked with the school; the school also tests on iPads.
    await user.click(screen.getByRole('checkbox', { name: 'iPads' }));
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
    await user.click(screen.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }));
    expect(contact(2).getByRole('textbox', { name: /Voornaam/ })).toBeRequired();
    expect(checklistText()).toContain('Vul de contactgegevens in van minimaal één contactpersoon');
    await fillContact(user, 2, 'Bas', 'Jansen', 'bas@school.nl');
    await user.click(submitButton('Vooraanmelden'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/process-form')).toBe(true));
    const body = calls.find((call) => call.url === '/api/process-form')!.body as { school: unknown };
    expect(body.school).toEqual(SUBMITTED_SCHOOL);
    expect(body).toMatchObject({
      type: 'doorstroomtoets-pre-registration-2026',
      school: SUBMITTED_SCHOOL,
      manualEntry: false,
      alreadyRegistered: false,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 18,
          device_type: ['Chromebooks', 'iPads'],
        },
      },
      contacts: [
        { first_name: 'Anna', '100000000001': true },
        { first_name: 'Bas', '100000000001': true },
      ],
    });
  });
});

describe('DoorstroomtoetsRound 2026, final mode', () => {
  async function fillFinal(user: ReturnType<typeof setup>) {
    await pickSchool(user);
    await user.type(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }), '18');
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna@school.nl');
  }

  it('asks the first day inside 26 januari–13 februari 2026 and the previous-year question', async () => {
    const user = setup();
    const { calls } = mockServer();
    renderAt(<DoorstroomtoetsRound round={round2026} mode="final" />);
    await fillFinal(user);
    // Registered? Else, a colleague's open pre-registration to join?
    await waitFor(() => expect(registeredCalls(calls)).toHaveLength(2));
    expect(new URL(registeredCalls(calls)[0].url, 'http://localhost').searchParams.get('mode')).toBe('registration');
    expect(new URL(registeredCalls(calls)[1].url, 'http://localhost').searchParams.get('mode')).toBe(
      'pre-registration',
    );
    expect(checklistText()).toContain('Vul de afnamedetails in');
    const day = screen.getByLabelText(/Eerste afnamedag/);
    expect(screen.getByText(/Kies een dag van 26 januari 2026 tot en met 13 februari 2026\./)).toBeInTheDocument();
    await user.type(day, '2026-02-16');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(checklistText()).toContain('Vul de afnamedetails in');
    await user.clear(day);
    await user.type(day, '2026-01-26');
    expect(screen.getByText(/13 februari 2026\. 26 januari 2026$/)).toBeInTheDocument();
    expect(screen.queryByText('Nog niet compleet:')).not.toBeInTheDocument();
    expect(submitButton('Aanmelden')).not.toHaveAttribute('aria-disabled');
  });

  it("'Nee' reveals the data-processor agreement with the declaration; both e-mails required and different", async () => {
    const user = setup();
    mockServer();
    renderAt(<DoorstroomtoetsRound round={round2026} mode="final" />);
    await fillFinal(user);
    await user.type(screen.getByLabelText(/Eerste afnamedag/), '2026-02-02');
    expect(screen.queryByRole('region', { name: 'Verwerkersovereenkomst' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nee' }));
    expect(screen.getByRole('region', { name: 'Verwerkersovereenkomst' })).toBeInTheDocument();
    expect(screen.getByText(/bevoegd te zijn om namens de school te handelen/)).toBeInTheDocument();
    expect(checklistText()).toContain('Vul de gegevens in van de verantwoordelijke voor de verwerkersovereenkomst');
    await user.type(screen.getByRole('textbox', { name: /Naam van de verantwoordelijke/ }), 'Karin Bos');
    await user.type(screen.getByRole('textbox', { name: /Functie van de verantwoordelijke/ }), 'Directeur');
    await user.type(screen.getByRole('textbox', { name: /E-mail van de verantwoordelijke/ }), 'k.bos@school.nl');
    const bestuur = screen.getByRole('textbox', { name: /E-mail van het bestuur/ });
    await user.type(bestuur, 'K.Bos@school.nl');
    await user.tab();
    expect(
      screen.getByText('E-mail van het bestuur moet verschillen van E-mail van de verantwoordelijke.'),
    ).toBeInTheDocument();
    await user.clear(bestuur);
    await user.type(bestuur, 'bestuur@stichting.nl');
    expect(screen.queryByText('Nog niet compleet:')).not.toBeInTheDocument();
    expect(submitButton('Aanmelden')).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.queryByRole('region', { name: 'Verwerkersovereenkomst' })).not.toBeInTheDocument();
  });

  it('with a personal link loads the pre-registration, prefills the form and sends the token along', async () => {
    const user = setup();
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    const { calls } = mockServer({
      registered: true,
      registration: () => ({
        body: {
          id,
          type: 'doorstroomtoets-pre-registration-2026',
          createdAt: '2025-10-01T10:00:00.000Z',
          values: {
            school: {
              ...SCHOOL,
              onderwijsaanbiederid: '100B490',
              onderwijsbestuurid: '100B491',
              onderwijslocatiecode: '100B492',
            },
            manualEntry: false,
            alreadyRegistered: false,
            products: {
              Doorstroomtoets: {
                product_id: 100000000001,
                product_name: 'Doorstroomtoets',
                amount: 22,
                device_type: 'iPads',
              },
            },
            contacts: [{ first_name: 'Anna', last_name: 'de Vries', email: 'anna@school.nl', '100000000001': true }],
          },
        },
      }),
      submit: () => ({ status: 307, body: '/formulier/bedankt' }),
    });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="final" />, {
      path: '/formulier/doorstroomtoets-2026/aanmelding?token=signed.token',
    });
    expect(await screen.findByRole('radio', { name: /BBS de Verwondering/ })).toBeChecked();
    expect(calls[0].url).toBe('/api/registration?token=signed.token');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ })).toHaveValue(22);
    // One device stored as text (before issue 64) is ticked as one box.
    expect(screen.getByRole('checkbox', { name: 'iPads' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chromebooks' })).not.toBeChecked();
    expect(contact(1).getByRole('textbox', { name: /E-mail/ })).toHaveValue('anna@school.nl');
    await user.type(screen.getByLabelText(/Eerste afnamedag/), '2026-02-09');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(registeredCalls(calls)).toHaveLength(0);
    // The stored contact has no job title: none is made up, the form asks for it.
    const jobTitle = contact(1).getByRole('combobox', { name: /Functie/ });
    expect(jobTitle).toHaveDisplayValue('Maak een keuze');
    await user.click(submitButton('Aanmelden'));
    expect(screen.getByRole('group', { name: 'Het formulier is nog niet compleet' })).toHaveFocus();
    expect(screen.getByRole('link', { name: /Functie is verplicht/ })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/process-form')).toBe(false);
    await user.selectOptions(jobTitle, 'Directeur');
    await user.click(submitButton('Aanmelden'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/process-form')).toBe(true));
    expect(calls.find((call) => call.url === '/api/process-form')!.body).toMatchObject({
      type: 'doorstroomtoets-registration-2026',
      registrationId: id,
      registrationToken: 'signed.token',
      alreadyRegistered: false,
      products: {
        Doorstroomtoets: {
          amount: 22,
          device_type: ['iPads'],
          eerstedag: '2026-02-09',
          previous_year_amn_doorstroomtoets: 'Ja',
        },
      },
      contacts: [{ email: 'anna@school.nl', job_title: 'Directeur' }],
    });
  });

  it('with an old ?registratie= link shows no data but offers to send the links again', async () => {
    const user = setup();
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    const { calls } = mockServer({ registration: () => ({ status: 202, body: { text: 'We sturen de link.' } }) });
    renderAt(<DoorstroomtoetsRound round={round2026} mode="final" />, {
      path: `/formulier/doorstroomtoets-2026/aanmelding?registratie=${id}`,
    });
    expect(screen.getByRole('heading', { name: 'Deze link werkt niet meer' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stuur de link opnieuw' }));
    expect(await screen.findByText('We sturen de link.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/registration/links')).toMatchObject({
      body: { registrationId: id },
    });
  });
});
