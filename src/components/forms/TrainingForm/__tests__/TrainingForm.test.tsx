import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { TRAINERS, TRAINING_NAMES } from '@site/src/domain/options';
import { addDays } from '@site/src/domain/dates';
import { todayIso } from '@site/src/domain/today';
import TrainingForm from '..';
import { trainingPrefill } from '../prefill';

jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TrainingForm', () => {
  it('offers the training names and our four trainers', () => {
    renderAt(<TrainingForm />, { path: '/trainingen/aanmelden' });
    // One spelling: what a reader sees is what is sent.
    expect(options('Training')).toEqual(['Maak een keuze', ...TRAINING_NAMES]);
    expect(options('Training')).toContain('Managementtraining');
    expect(
      within(screen.getByRole('combobox', { name: 'Training' }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .slice(1),
    ).toEqual([...TRAINING_NAMES]);
    expect(options('Trainer')).toEqual(['Geen voorkeur', ...TRAINERS]);
    expect(TRAINERS).toHaveLength(4);
  });

  it('starts with product updates on and prefills training and date from the address', () => {
    renderAt(<TrainingForm />, { path: '/trainingen/aanmelden?training=Casusbespreking&datum=2026-03-12' });
    expect(screen.getByRole('checkbox', { name: 'Ik wil updates over de producten van AMN ontvangen' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Training' })).toHaveValue('Casusbespreking');
    const date = screen.getByLabelText('Datum van de training *');
    expect(date).toHaveValue('2026-03-12');
    expect(date).toHaveAccessibleDescription('12 maart 2026');
  });

  it('on the Romanian site describes the date and validates in Romanian', async () => {
    const user = userEvent.setup();
    renderAt(<TrainingForm />, { path: '/ro/trainingen/aanmelden?datum=2026-03-12', locale: 'ro' });
    const date = screen.getByLabelText('Datum van de training *');
    expect(date).toHaveAccessibleDescription('12 martie 2026');
    await user.type(screen.getByLabelText('School- of bedrijfsnaam *'), 'X');
    await user.tab();
    expect(screen.getByLabelText('School- of bedrijfsnaam *')).toHaveAccessibleDescription(
      'Câmpul „Numele școlii sau al companiei” trebuie să aibă cel puțin 2 caractere.',
    );
  });

  it('has a week from today as its earliest date and refuses a session within the week before sending', async () => {
    const user = userEvent.setup();
    const today = todayIso();
    const { calls } = mockFetch(() => ({ body: 'Bedankt' }));
    const inSixDays = addDays(today, 6);
    renderAt(<TrainingForm />, { path: `/trainingen/aanmelden?training=Casusbespreking&datum=${inSixDays}` });
    const date = screen.getByLabelText('Datum van de training *');
    expect(date).toHaveAttribute('min', addDays(today, 7));
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'U ontvangt het programma een week voor de training; voor een eerdere datum kunt u zich daarom niet meer aanmelden.',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('chooses a training an old link names in its earlier spelling by its one name', () => {
    renderAt(<TrainingForm />, {
      path: '/trainingen/aanmelden?training=Administratieve%2F%20applicatiebeheerderstraining',
    });
    expect(screen.getByRole('combobox', { name: 'Training' })).toHaveValue(
      'Administratie- en applicatiebeheertraining',
    );
    expect(options('Training')).not.toContain('Administratieve/ applicatiebeheerderstraining');
  });

  it('shows a training from the address that is not in the list', () => {
    renderAt(<TrainingForm />, { path: '/trainingen/aanmelden?training=Training%20op%20maat' });
    expect(options('Training')).toContain('Training op maat');
    expect(screen.getByRole('combobox', { name: 'Training' })).toHaveValue('Training op maat');
  });

  it('needs at least 2 characters in the required texts and a valid e-mail', async () => {
    const user = userEvent.setup();
    renderAt(<TrainingForm />, { path: '/trainingen/aanmelden' });
    await user.type(screen.getByLabelText('School- of bedrijfsnaam *'), 'X');
    await user.tab();
    expect(screen.getByLabelText('School- of bedrijfsnaam *')).toHaveAccessibleDescription(
      'School/bedrijfsnaam moet minimaal 2 tekens lang zijn.',
    );
    await user.type(screen.getByLabelText('E-mail *'), 'x@');
    await user.tab();
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription('E-mail is geen geldig e-mailadres.');
  });

  it("sends type 'training' with every field", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'U bent aangemeld voor de training.' }));
    // A session still to come, whatever day the test runs.
    const session = addDays(todayIso(), 30);
    renderAt(<TrainingForm />, { path: `/trainingen/aanmelden?training=Interpretatietraining&datum=${session}` });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trainer' }), TRAINERS[1]);
    await user.type(screen.getByLabelText('School- of bedrijfsnaam *'), 'OBS De Klimop');
    await user.type(screen.getByLabelText('Voornaam *'), 'Sanne');
    await user.type(screen.getByLabelText('Tussenvoegsel'), 'van');
    await user.type(screen.getByLabelText('Achternaam *'), 'Dam');
    await user.type(screen.getByLabelText('E-mail *'), 'sanne@klimop.nl');
    await user.type(screen.getByLabelText('Functie'), 'Intern begeleider');
    await user.click(screen.getByRole('checkbox', { name: 'Ik wil updates over de producten van AMN ontvangen' }));
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('U bent aangemeld voor de training.'));
    expect(calls[0].body).toMatchObject({
      type: 'training',
      training_name: 'Interpretatietraining',
      training_date: session,
      trainer_name: TRAINERS[1],
      school_bedrijfsnaam: 'OBS De Klimop',
      first_name: 'Sanne',
      tussenvoegsel: 'van',
      last_name: 'Dam',
      email: 'sanne@klimop.nl',
      functie: 'Intern begeleider',
      product_updates_ontvangen: false,
    });
  });
});

describe('trainingPrefill', () => {
  it('reads ?training= (an earlier spelling as the name of today) and ?datum=, turning a Dutch numeric date into an ISO day', () => {
    expect(trainingPrefill('?training=Managementraining&datum=5-3-2026')).toEqual({
      training: 'Managementtraining',
      datum: '2026-03-05',
    });
    expect(trainingPrefill('?datum=2026-02-30')).toEqual({});
    expect(trainingPrefill('?datum=volgende%20week&training=%20%20')).toEqual({});
    expect(trainingPrefill('')).toEqual({});
  });
});
