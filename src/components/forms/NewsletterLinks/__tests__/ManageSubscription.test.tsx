import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import ManageSubscription from '../ManageSubscription';

const PATH = '/nieuwsbrief/afmelden?token=key.payload.signature';
const ALREADY = { status: 409, body: 'U bent al afgemeld' };
const CONFIRMED = { body: { state: 'confirmed', email: 'anna@school.example.nl', topics: ['PO'] } };

/** The server as the page meets it: what it answers to reading the subscription and to unsubscribing. */
function server(read: MockAnswer, unsubscribe: MockAnswer = { body: { state: 'unsubscribed' } }) {
  return mockFetch(({ url }) => {
    if (url === '/api/csrf') return { body: { token: 'xsrf' } };
    if (url.startsWith('/api/newsletter/subscription?')) return read;
    if (url === '/api/newsletter/unsubscribe') return unsubscribe;
    if (url === '/api/newsletter/topics') return { body: { state: 'confirmed', topics: ['PO', 'MBO'] } };
    return { status: 404, body: 'Niet gevonden' };
  });
}

describe('the unsubscribe page', () => {
  it('unsubscribes with the button and says so, focused, with the way back for a mistake', async () => {
    const { calls } = server(CONFIRMED);
    renderAt(<ManageSubscription />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Meld mij af' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('U bent afgemeld.');
    expect(status).toHaveTextContent('Per ongeluk afgemeld? Meld u opnieuw aan');
    expect(status).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Meld u opnieuw aan' })).toHaveAttribute('href', '/formulier/nieuwsbrief');
    expect(calls.find((call) => call.url === '/api/newsletter/unsubscribe')?.body).toEqual({
      token: 'key.payload.signature',
    });
  });

  it('says the address is already unsubscribed for the link of a subscription that ended, without a button', async () => {
    server(ALREADY);
    renderAt(<ManageSubscription />, { path: PATH });
    expect(await screen.findByRole('status')).toHaveTextContent('U bent al afgemeld.');
    expect(screen.getByText(/Gebruik dan de afmeldlink in de nieuwste nieuwsbrief/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meld mij af' })).not.toBeInTheDocument();
  });

  it('says the same when the subscription ended between opening the page and pressing the button', async () => {
    server(CONFIRMED, ALREADY);
    renderAt(<ManageSubscription />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Meld mij af' }));
    expect(await screen.findByRole('status')).toHaveTextContent('U bent al afgemeld.');
  });

  it('says which address it is about, and leads a confirmed subscriber to "Uw onderwerpen" instead', async () => {
    server(CONFIRMED);
    renderAt(<ManageSubscription />, { path: PATH });
    expect(await screen.findByText('anna@school.example.nl')).toBeInTheDocument();
    expect(screen.getByText(/Uw aanmelding voor de nieuwsbrief van AMN op/)).toHaveTextContent(
      'Uw aanmelding voor de nieuwsbrief van AMN op anna@school.example.nl.',
    );
    expect(screen.getByRole('link', { name: 'Kies uw onderwerpen' })).toHaveAttribute(
      'href',
      '/nieuwsbrief/onderwerpen?token=key.payload.signature',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a link that is not (or no longer) valid as such', async () => {
    server({ status: 404, body: 'Deze link is niet (meer) geldig' });
    renderAt(<ManageSubscription />, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is niet (meer) geldig');
  });

  it('tells someone with an invalid unsubscribe link how to unsubscribe anyway, not to sign up', async () => {
    server({ status: 404, body: 'Deze link is niet (meer) geldig' });
    renderAt(<ManageSubscription />, { path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wilt u de nieuwsbrief niet meer ontvangen?');
    expect(alert).toHaveTextContent('mail dan naar info@amn.nl');
    expect(alert).not.toHaveTextContent(/Meld u opnieuw aan|aanmelden/i);
    expect(screen.getByRole('link', { name: 'Afmelden per e-mail' })).toHaveAttribute(
      'href',
      'mailto:info@amn.nl?subject=Afmelden%20voor%20de%20nieuwsbrief',
    );
  });
});
