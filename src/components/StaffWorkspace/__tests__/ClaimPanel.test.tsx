import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolClaim, SubmissionDetail } from '@site/src/domain/staff';
import TrustPanels from '../TrustPanels';

const OPEN: SchoolClaim = {
  id: 'claim-1',
  state: 'open',
  name: 'Dirk Dekker',
  email: 'dirk@obs-voorbeeld.nl',
  phone: '0320 123 456',
  message: 'Wij hebben de school niet aangemeld.',
  createdAt: '2025-10-15T09:00:00.000Z',
  reference: 'VZ-K7QX3M',
  decidedBy: null,
  decidedAt: null,
  undoUntil: null,
  domains: {
    website: 'https://www.obs-voorbeeld.nl/',
    registered: [{ domain: 'gmail.com', match: null }],
    claimant: { domain: 'obs-voorbeeld.nl', match: 'site' },
  },
};

function show(claims: SchoolClaim[]) {
  const post = jest.fn(async () => true);
  const detail = {
    id: 'sub-1',
    values: { contacts: [{ first_name: 'Sam', last_name: 'Squat', email: 'sam@gmail.com' }] },
    schoolCheck: null,
    claims,
  } as unknown as SubmissionDetail;
  render(<TrustPanels detail={detail} post={post} />);
  return post;
}

describe('the claim panel', () => {
  it("shows both parties' domains against the school's DUO web address, in words", () => {
    show([OPEN]);
    const conflict = screen.getByRole('region', { name: 'Conflict: iemand vraagt de aanmelding over' });
    expect(within(conflict).getByText('https://www.obs-voorbeeld.nl/')).toBeInTheDocument();
    expect(
      within(conflict).getByText('✗ @gmail.com — komt niet overeen met het webadres van de school'),
    ).toBeInTheDocument();
    expect(
      within(conflict).getByText('✓ @obs-voorbeeld.nl — komt overeen met het webadres van de school'),
    ).toBeInTheDocument();
    expect(within(conflict).getByText('VZ-K7QX3M')).toBeInTheDocument();
  });

  it('asks before moving: nothing is sent on the first click, "Annuleren" returns to the button', async () => {
    const post = show([OPEN]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aanmelding overdragen aan de aanvrager' }));
    expect(post).not.toHaveBeenCalled();
    const step = screen.getByRole('group', { name: /^Weet u het zeker\? De aanvrager wordt de enige contactpersoon/ });
    // The question has the focus, so it is read out at once.
    expect(within(step).getByText(/^Weet u het zeker\?/)).toHaveFocus();
    await user.click(within(step).getByRole('button', { name: 'Annuleren' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Aanmelding overdragen aan de aanvrager' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Aanmelding overdragen aan de aanvrager' }));
    await user.click(screen.getByRole('button', { name: 'Ja, overdragen' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/staff/claims/claim-1/move');
  });

  it('asks before rejecting, and Escape cancels', async () => {
    const post = show([OPEN]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verzoek afwijzen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Ja, afwijzen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verzoek afwijzen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afwijzen' }));
    expect(post).toHaveBeenCalledWith('/api/staff/claims/claim-1/reject');
  });

  it('offers "Ongedaan maken" for a decision within its working day, with the last day and a confirmation', async () => {
    const post = show([
      {
        ...OPEN,
        state: 'overgedragen',
        decidedBy: 'els@amn.nl',
        decidedAt: '2025-10-17T13:00:00.000Z',
        undoUntil: '2025-10-20T22:00:00.000Z',
      },
    ]);
    expect(screen.queryByRole('region', { name: /Conflict/ })).toBeNull();
    expect(screen.getByText('Ongedaan maken kan tot en met maandag 20 oktober 2025.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ja, ongedaan maken' }));
    expect(post).toHaveBeenCalledWith('/api/staff/claims/claim-1/undo');
  });

  it('offers no undo once its time is over', () => {
    show([{ ...OPEN, state: 'afgewezen', decidedBy: 'els@amn.nl', decidedAt: '2025-10-01T13:00:00.000Z' }]);
    expect(screen.getByText(/Afgewezen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).toBeNull();
  });
});
