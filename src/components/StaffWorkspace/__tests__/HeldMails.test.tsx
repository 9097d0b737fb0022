import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HeldMails from '../HeldMails';
import type { HeldMail } from '@site/src/domain/staff';

const HELD: HeldMail[] = [
  {
    id: 'mail-1',
    submissionId: 'sub-1',
    recipient: 'anna@school.example.nl',
    template: 'confirmation',
    reason: 'recipient-hour',
    heldAt: '2026-11-26T08:00:00.000Z',
  },
  {
    id: 'mail-2',
    submissionId: null,
    recipient: 'piet@example.nl',
    template: null,
    reason: 'global-hour',
    heldAt: '2026-11-26T09:30:00.000Z',
  },
];

type Call = { url: string; method: string };

/** A server holding `held`: release and drop take the mail off the list, as the real routes do. */
function serve(held: HeldMail[]): Call[] {
  const calls: Call[] = [];
  let mails = [...held];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    let body: unknown = mails;
    const action = /\/api\/staff\/mails\/([^/]+)\/(release|drop)$/.exec(url);
    if (method === 'POST' && action) {
      mails = mails.filter((mail) => mail.id !== action[1]);
      body = { text: action[2] === 'release' ? 'De mail wordt verstuurd.' : 'De mail is verwijderd.' };
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}

// The kind links to the record in the workspace: a router around it, as the site has.
const show = () =>
  render(
    <MemoryRouter>
      <HeldMails />
    </MemoryRouter>,
  );

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);

describe('Vastgehouden mails in the staff workspace', () => {
  it('lists each held mail with its time, recipient, kind and reason in Dutch', async () => {
    serve(HELD);
    show();
    const table = await screen.findByRole('table', { name: 'Vastgehouden mails, oudste eerst' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('anna@school.example.nl');
    expect(within(rows[0]).getByRole('link', { name: 'Bevestiging' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Limiet per adres per uur bereikt');
    expect(rows[1]).toHaveTextContent('piet@example.nl');
    expect(rows[1]).toHaveTextContent('Bericht');
    expect(rows[1]).toHaveTextContent('Limiet van alle mails per uur bereikt');
  });

  it("'Versturen' sends it past the caps and says so in the live region", async () => {
    const calls = serve(HELD);
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bevestiging aan anna@school.example.nl toch versturen' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('De mail wordt verstuurd.');
    expect(posts(calls)).toEqual(['/api/staff/mails/mail-1/release']);
    await waitFor(() => expect(screen.queryByText('anna@school.example.nl')).not.toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it("'Verwijderen' asks first: 'Annuleren' deletes nothing, 'Ja, verwijderen' deletes it", async () => {
    const calls = serve(HELD);
    show();
    const drop = await screen.findByRole('button', { name: 'Bericht aan piet@example.nl verwijderen' });
    await userEvent.click(drop);
    const question = screen.getByRole('group', {
      name: 'Bericht aan piet@example.nl verwijderen? De mail wordt dan nooit verstuurd.',
    });
    expect(question).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
    expect(posts(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Bericht aan piet@example.nl verwijderen' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Bericht aan piet@example.nl verwijderen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, verwijderen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('De mail is verwijderd.');
    expect(posts(calls)).toEqual(['/api/staff/mails/mail-2/drop']);
    await screen.findByText('anna@school.example.nl');
    expect(screen.queryByText('piet@example.nl')).not.toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    serve([]);
    show();
    expect(await screen.findByText('Er zijn geen vastgehouden mails.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
