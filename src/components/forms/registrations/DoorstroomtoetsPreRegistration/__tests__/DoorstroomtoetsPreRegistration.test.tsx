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
import DoorstroomtoetsPreRegistration from '..';

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

jest.setTimeout(30_000);

const checklistText = () => screen.queryByText('Nog niet compleet:')?.parentElement?.textContent ?? '';

describe('DoorstroomtoetsPreRegistration', () => {
  it('starts with one empty contact whose name and e-mail carry the required star, device Chromebooks', () => {
    mockServer();
    renderAt(<DoorstroomtoetsPreRegistration />);
    expect(screen.getAllByRole('group', { name: /^Contactpersoon \d$/ })).toHaveLength(1);
    for (const label of ['Voornaam', 'Achternaam', 'E-mail']) {
      const field = contact(1).getByRole('textbox', { name: new RegExp(label) });
      expect(field).toHaveValue('');
      expect(field).toBeRequired();
      expect(field.closest('div')).toHaveTextContent(`${label} *`);
    }
    const devices = screen.getByRole('group', { name: /Type apparaten/ });
    expect(within(devices).getByRole('checkbox', { name: 'Chromebooks' })).toBeChecked();
    expect(within(devices).getByRole('checkbox', { name: 'iPads' })).not.toBeChecked();
    // No job title chosen for the person: the select asks for one.
    const jobTitle = contact(1).getByRole('combobox', { name: /Functie/ });
    expect(jobTitle).toHaveDisplayValue('Maak een keuze');
    expect(jobTitle).toBeRequired();
    expect(checklistText()).toContain('Selecteer uw school');
    expect(submitButton('Vooraanmelden')).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a pupil count below 1', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer();
    renderAt(<DoorstroomtoetsPreRegistration />);
    const amount = screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ });
    await user.type(amount, '0');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(checklistText()).toContain('Vul de afnamedetails in');
    await user.clear(amount);
    await user.type(amount, '12');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(checklistText()).not.toContain('Vul de afnamedetails in');
  });

  it('needs the first contact complete; further contacts may stay empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockServer({ submit: () => ({ status: 307, body: '/formulier/bedankt' }) });
    renderAt(<DoorstroomtoetsPreRegistration />);
    await pickSchool(user);
    await user.type(screen.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }), '27');
    await user.click(screen.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }));
    expect(contact(2).getByRole('textbox', { name: /Voornaam/ })).not.toBeRequired();
    await fillContact(user, 1, 'Anna', 'de Vries', 'anna');
    expect(checklistText()).toContain('Vul de contactgegevens in van minimaal één contactpersoon');
    await user.type(contact(1).getByRole('textbox', { name: /E-mail/ }), '@school.nl');
    // Several devices: the school tests on Chromebooks and iPads.
    await user.click(screen.getByRole('checkbox', { name: 'iPads' }));
    expect(screen.queryByText('Nog niet compleet:')).not.toBeInTheDocument();
    await user.click(submitButton('Vooraanmelden'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/process-form')).toBe(true));
    const body = calls.find((call) => call.url === '/api/process-form')!.body;
    expect((body as { school: unknown }).school).toEqual(SUBMITTED_SCHOOL);
    expect(body).toMatchObject({
      type: 'doorstroomtoets-pre-registration',
      school: SUBMITTED_SCHOOL,
      products: {
        Doorstroomtoets: {
          product_id: 100000000001,
          product_name: 'Doorstroomtoets',
          amount: 27,
          device_type: ['Chromebooks', 'iPads'],
        },
      },
      contacts: [
        {
          first_name: 'Anna',
          last_name: 'de Vries',
          email: 'anna@school.nl',
          job_title: 'Directeur',
          '100000000001': true,
        },
        { '100000000001': true },
      ],
    });
  });
});
