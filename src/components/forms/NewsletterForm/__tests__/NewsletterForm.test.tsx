import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import NewsletterForm from '..';

jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

const CONSENT = 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring *';

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Voornaam *'), 'Jo');
  await user.type(screen.getByLabelText('Achternaam *'), 'Li');
  await user.type(screen.getByLabelText('E-mail *'), 'jo.li@school.nl');
}

describe('NewsletterForm', () => {
  it('uses the labels and consent text and starts with every topic and the consent unticked', () => {
    renderAt(<NewsletterForm />, { path: '/formulier/nieuwsbrief' });
    expect(screen.getByLabelText('Voornaam *')).toBeRequired();
    expect(screen.getByLabelText('Achternaam *')).toBeRequired();
    expect(screen.getByLabelText('E-mail *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
    const topics = screen.getByRole('group', { name: 'Over welke onderwerpen wilt u de nieuwsbrief ontvangen?' });
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['PO', 'VO', 'MBO', 'HBO', 'Bedrijven', 'Zorginstellingen', 'Overheid']);
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).checked),
    ).toBe(true);
    // Labelled required, but not enforced.
    expect(topics.querySelector('legend')).toHaveTextContent(/\*$/);
  });

  it('links the terms and the privacy statement the consent names, on each site', () => {
    renderAt(<NewsletterForm />, { path: '/formulier/nieuwsbrief' });
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/algemene-voorwaarden');
    expect(screen.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy-statement');
  });

  it('links the Romanian terms and privacy policy on the Romanian site', () => {
    renderAt(<NewsletterForm />, { path: '/ro/formular/newsletter', locale: 'ro' });
    // The test's translate() gives the Dutch default text; the addresses are the Romanian documents.
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute(
      'href',
      '/ro/termeni-si-conditii.pdf',
    );
    expect(screen.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute(
      'href',
      '/ro/politica-de-confidentialitate.pdf',
    );
  });

  it('needs names of at least 2 characters, a valid e-mail, a topic and the consent', async () => {
    const user = userEvent.setup();
    renderAt(<NewsletterForm />, { path: '/formulier/nieuwsbrief' });
    const send = screen.getByRole('button', { name: 'Aanmelden' });
    await user.type(screen.getByLabelText('Voornaam *'), 'J');
    await user.tab();
    expect(screen.getByLabelText('Voornaam *')).toHaveAccessibleDescription(
      'Voornaam moet minimaal 2 tekens lang zijn.',
    );
    await user.type(screen.getByLabelText('Voornaam *'), 'o');
    await user.type(screen.getByLabelText('Achternaam *'), 'Li');
    await user.type(screen.getByLabelText('E-mail *'), 'jo.li@school.nl');
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByLabelText(CONSENT));
    // Without a topic the sign-up is refused, with a message on the first topic.
    await user.click(send);
    expect(screen.getByRole('group', { name: 'Het formulier is nog niet compleet' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Primair onderwijs' })).toHaveAccessibleDescription(
      'Kies minimaal één onderwerp.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Voortgezet onderwijs' }));
    await user.click(screen.getByLabelText(CONSENT));
    expect(screen.getByLabelText(CONSENT)).toHaveAccessibleDescription(
      expect.stringContaining('Ga akkoord met de algemene voorwaarden en privacyverklaring.'),
    );
    expect(send).not.toHaveAttribute('aria-disabled');
  });

  it("sends type 'newsletter' with the booleans of every topic", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'U bent aangemeld voor de nieuwsbrief.' }));
    renderAt(<NewsletterForm />, { path: '/formulier/nieuwsbrief' });
    await fillNames(user);
    await user.click(screen.getByRole('checkbox', { name: 'Voortgezet onderwijs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zorginstellingen' }));
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('U bent aangemeld voor de nieuwsbrief.'));
    expect(calls[0].body).toMatchObject({
      type: 'newsletter',
      first_name: 'Jo',
      last_name: 'Li',
      email: 'jo.li@school.nl',
      PO: false,
      VO: true,
      MBO: false,
      HBO: false,
      Bedrijven: false,
      Zorginstellingen: true,
      Overheid: false,
      akkoord: true,
    });
  });

  it('on the Romanian site shows the validation messages in Romanian', async () => {
    const user = userEvent.setup();
    renderAt(<NewsletterForm />, { path: '/ro/formular/newsletter', locale: 'ro' });
    await user.type(screen.getByLabelText('Achternaam *'), 'P');
    await user.tab();
    expect(screen.getByLabelText('Achternaam *')).toHaveAccessibleDescription(
      'Câmpul „Nume” trebuie să aibă cel puțin 2 caractere.',
    );
    await user.type(screen.getByLabelText('E-mail *'), 'ioana.popescu');
    await user.tab();
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription(
      'Câmpul „E-mail” nu conține o adresă de e-mail validă.',
    );
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByLabelText(CONSENT));
    expect(screen.getByLabelText(CONSENT)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Trebuie să fiți de acord cu termenii și condițiile și cu politica de confidențialitate.',
      ),
    );
  });
});
