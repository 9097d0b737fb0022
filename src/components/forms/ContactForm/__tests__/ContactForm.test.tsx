import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import ContactForm from '..';

jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

describe('ContactForm', () => {
  it('has the labelled fields, the required ones starred, and checks them with the shared schema', async () => {
    const user = userEvent.setup();
    renderAt(<ContactForm />, { path: '/contactformulier' });
    for (const label of [
      'Voornaam *',
      'Achternaam *',
      'E-mail *',
      'Uw bericht *',
      'Telefoonnummer',
      'School of organisatie',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // Never shut: an incomplete form still has an enabled button, whose press shows the summary.
    expect(screen.getByRole('button', { name: 'Versturen' })).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByLabelText('E-mail *'), 'geen-adres');
    await user.tab();
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription('E-mail is geen geldig e-mailadres.');
    await user.type(screen.getByLabelText('Telefoonnummer'), 'abc');
    await user.tab();
    expect(screen.getByLabelText('Telefoonnummer')).toHaveAccessibleDescription(
      'Telefoonnummer is geen geldig telefoonnummer.',
    );
  });

  it("sends type 'contact-form' with the values and shows the server's answer", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'Bedankt voor uw bericht. We reageren binnen twee werkdagen.' }));
    renderAt(<ContactForm />, { path: '/contactformulier' });
    await user.type(screen.getByLabelText('Voornaam *'), 'Anna');
    await user.type(screen.getByLabelText('Achternaam *'), 'de Vries');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
    await user.type(screen.getByLabelText('Uw bericht *'), 'Wanneer komen de rapporten?');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We reageren binnen twee werkdagen.'));
    expect(calls[0].url).toBe('/api/process-form');
    expect(calls[0].body).toMatchObject({
      type: 'contact-form',
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@school.nl',
      message: 'Wanneer komen de rapporten?',
    });
    expect(screen.getByLabelText('Voornaam *')).toHaveValue('');
  });

  it('on the Romanian site shows the validation messages in Romanian', async () => {
    const user = userEvent.setup();
    renderAt(<ContactForm />, { path: '/ro/contactformulier', locale: 'ro' });
    // The test double of translate() shows the Dutch labels; the messages come from the domain in Romanian.
    await user.type(screen.getByLabelText('Voornaam *'), 'I');
    await user.tab();
    expect(screen.getByLabelText('Voornaam *')).toHaveAccessibleDescription(
      'Câmpul „Prenume” trebuie să aibă cel puțin 2 caractere.',
    );
    await user.type(screen.getByLabelText('E-mail *'), 'ioana@');
    await user.tab();
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription(
      'Câmpul „E-mail” nu conține o adresă de e-mail validă.',
    );
    await user.click(screen.getByLabelText('Uw bericht *'));
    await user.tab();
    expect(screen.getByLabelText('Uw bericht *')).toHaveAccessibleDescription(
      'Completați câmpul „Mesajul dumneavoastră”.',
    );
    // Never shut: an incomplete form still has an enabled button, whose press shows the summary.
    expect(screen.getByRole('button', { name: 'Versturen' })).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a web address in a name beside the field, in Dutch and in Romanian; initials pass', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt(<ContactForm />, { path: '/contactformulier' });
    await user.type(screen.getByLabelText('Achternaam *'), 'Zie https://phish.example');
    await user.tab();
    expect(screen.getByLabelText('Achternaam *')).toHaveAccessibleDescription(
      'Achternaam mag geen webadres (met :// of www.) en geen nieuwe regel bevatten.',
    );
    await user.clear(screen.getByLabelText('Achternaam *'));
    await user.type(screen.getByLabelText('Achternaam *'), 'J.P. de Vries');
    await user.tab();
    expect(screen.getByLabelText('Achternaam *')).not.toHaveAccessibleDescription(/webadres/);
    unmount();
    renderAt(<ContactForm />, { path: '/ro/contactformulier', locale: 'ro' });
    await user.type(screen.getByLabelText('School of organisatie'), 'www.phish.example');
    await user.tab();
    expect(screen.getByLabelText('School of organisatie')).toHaveAccessibleDescription(
      'Câmpul „Școală sau organizație” nu poate conține o adresă web (cu :// sau www.) și nici un rând nou.',
    );
  });
});
