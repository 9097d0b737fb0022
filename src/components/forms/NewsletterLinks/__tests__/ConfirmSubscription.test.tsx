import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import ConfirmSubscription from '../ConfirmSubscription';

const PATH = '/nieuwsbrief/bevestigen?token=key.payload.signature';

function server(confirm: MockAnswer) {
  return mockFetch(({ url }) => {
    if (url === '/api/csrf') return { body: { token: 'xsrf' } };
    if (url === '/api/newsletter/confirm') return confirm;
    return { status: 404, body: 'Niet gevonden' };
  });
}

describe('the confirmation page', () => {
  it('confirms with the button and says so, focused', async () => {
    const { calls } = server({ body: { state: 'confirmed' } });
    renderAt(<ConfirmSubscription />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Bevestig mijn aanmelding' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Uw aanmelding is bevestigd.');
    expect(status).toHaveFocus();
    expect(calls.find((call) => call.url === '/api/newsletter/confirm')?.body).toEqual({
      token: 'key.payload.signature',
    });
  });

  it('says "U bent al aangemeld" when the link was used to confirm before', async () => {
    server({ body: { state: 'already-confirmed' } });
    renderAt(<ConfirmSubscription />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Bevestig mijn aanmelding' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('U bent al aangemeld');
    expect(status).toHaveFocus();
    expect(screen.queryByText(/niet \(meer\) geldig/)).not.toBeInTheDocument();
  });

  it('calls a refused link invalid, focused, with the way to sign up again', async () => {
    server({ status: 404, body: 'Deze link is niet (meer) geldig' });
    renderAt(<ConfirmSubscription />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Bevestig mijn aanmelding' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deze link is niet (meer) geldig');
    expect(alert.parentElement).toHaveFocus();
  });
});
