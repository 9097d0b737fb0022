import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import SubscriptionTopics from '../SubscriptionTopics';

const TOKEN = 'key.payload.signature';
const PATH = `/nieuwsbrief/onderwerpen?token=${TOKEN}`;
const CONFIRMED = { body: { state: 'confirmed', email: 'anna@school.example.nl', topics: ['PO'] } };

/** The server as the page meets it: reading the subscription and saving its topics. */
function server(read: MockAnswer, save: MockAnswer = { body: { state: 'confirmed', topics: ['PO', 'MBO'] } }) {
  return mockFetch(({ url }) => {
    if (url === '/api/csrf') return { body: { token: 'xsrf' } };
    if (url.startsWith('/api/newsletter/subscription?')) return read;
    if (url === '/api/newsletter/topics') return save;
    return { status: 404, body: 'Niet gevonden' };
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('"Uw onderwerpen"', () => {
  it('shows the address and the topics as they are, and saves a change, said focused', async () => {
    const { calls } = server(CONFIRMED);
    renderAt(<SubscriptionTopics />, { path: PATH });
    expect(await screen.findByText('anna@school.example.nl')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Uw onderwerpen' })).toBeInTheDocument();
    expect(box('Primair onderwijs')).toBeChecked();
    expect(box('Middelbaar beroepsonderwijs')).not.toBeChecked();
    expect(screen.queryByText(/nieuwe aanmelding staan aangevinkt/)).not.toBeInTheDocument();
    await userEvent.click(box('Middelbaar beroepsonderwijs'));
    await userEvent.click(screen.getByRole('button', { name: 'Onderwerpen opslaan' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Uw onderwerpen zijn opgeslagen.');
    expect(status).toHaveFocus();
    expect(calls.find((call) => call.url === '/api/newsletter/topics')?.body).toEqual({
      token: TOKEN,
      topics: ['PO', 'MBO'],
    });
  });

  it('ticks the topics a new sign-up asked for (from its mail) and says they are kept only when saved', async () => {
    server(CONFIRMED);
    renderAt(<SubscriptionTopics />, { path: `${PATH}&onderwerpen=VO,MBO,nonsense` });
    await screen.findByText('anna@school.example.nl');
    expect(box('Primair onderwijs')).not.toBeChecked();
    expect(box('Voortgezet onderwijs')).toBeChecked();
    expect(box('Middelbaar beroepsonderwijs')).toBeChecked();
    expect(
      screen.getByText(/De onderwerpen van uw nieuwe aanmelding staan aangevinkt\. Sla ze op om ze te bewaren/),
    ).toBeInTheDocument();
  });

  it('refuses to save no topic and points to leaving, one link away on the same token', async () => {
    const { calls } = server(CONFIRMED);
    renderAt(<SubscriptionTopics />, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Primair onderwijs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Onderwerpen opslaan' }));
    expect(box('Primair onderwijs')).toHaveAccessibleDescription(
      'Kies minimaal één onderwerp. Wilt u de nieuwsbrief helemaal niet meer? Gebruik dan ‘Afmelden voor de nieuwsbrief’ hieronder.',
    );
    expect(calls.find((call) => call.url === '/api/newsletter/topics')).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Afmelden voor de nieuwsbrief' })).toHaveAttribute(
      'href',
      `/nieuwsbrief/afmelden?token=${TOKEN}`,
    );
  });

  it('asks a pending subscriber to confirm first, without topics to save', async () => {
    server({ body: { state: 'pending', email: 'bert@example.nl', topics: ['VO'] } });
    renderAt(<SubscriptionTopics />, { path: PATH });
    expect(await screen.findByRole('status')).toHaveTextContent('Deze aanmelding is nog niet bevestigd.');
    expect(screen.getByText('bert@example.nl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onderwerpen opslaan' })).not.toBeInTheDocument();
  });

  it('says a link of a subscription that ended is done, with the way back in', async () => {
    server({ status: 409, body: 'U bent al afgemeld' });
    renderAt(<SubscriptionTopics />, { path: PATH });
    expect(await screen.findByRole('status')).toHaveTextContent('U bent al afgemeld.');
    expect(screen.getByRole('link', { name: 'Meld u opnieuw aan' })).toHaveAttribute('href', '/formulier/nieuwsbrief');
  });

  it('shows an invalid link as such', async () => {
    server({ status: 404, body: 'Deze link is niet (meer) geldig' });
    renderAt(<SubscriptionTopics />, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is niet (meer) geldig');
  });

  it('says a save that did not reach the server failed, focused, keeping the choice', async () => {
    server(CONFIRMED, { status: 500, body: 'Er ging iets mis' });
    renderAt(<SubscriptionTopics />, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Voortgezet onderwijs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Onderwerpen opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dat lukte niet. Probeer het zo nog eens.');
    expect(alert).toHaveFocus();
    expect(box('Voortgezet onderwijs')).toBeChecked();
  });
});
