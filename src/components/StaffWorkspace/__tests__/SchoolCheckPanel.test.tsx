import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SchoolCheckPanel from '../SchoolCheckPanel';
import type { SchoolCheck } from '@site/src/domain/staff';

const REMEMBER = 'Geldt voortaan voor alle scholen van dit bestuur';

const CHECK: SchoolCheck = {
  state: 'te-controleren',
  domains: ['kindcentrumstellanova.nl', 'evil-example.nl', 'gmail.com', 'nldata.nl'],
  domainChoices: [
    { domain: 'kindcentrumstellanova.nl', notForBoard: null },
    { domain: 'evil-example.nl', notForBoard: null },
    { domain: 'gmail.com', notForBoard: 'public' },
    { domain: 'nldata.nl', notForBoard: 'shared' },
  ],
  website: 'www.kindcentrumstellanova.nl',
  phone: '030 123 45 67',
  board: '70001',
};

function show(check: SchoolCheck = CHECK) {
  const post = jest.fn(async () => true);
  render(<SchoolCheckPanel id="sub-1" check={check} post={post} />);
  return post;
}

describe('Te controleren: confirming a school, domain by domain', () => {
  it("offers a box per domain that may become the board's, unticked, and the reason for the others", () => {
    show();
    const choices = screen.getByRole('group', { name: 'Domein van de contactpersonen' });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(2);
    const own = within(choices).getByRole('checkbox', { name: `@kindcentrumstellanova.nl ${REMEMBER}` });
    const stranger = within(choices).getByRole('checkbox', { name: `@evil-example.nl ${REMEMBER}` });
    expect(own).not.toBeChecked();
    expect(stranger).not.toBeChecked();
    const items = within(choices).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('@gmail.com — openbaar maildomein');
    expect(within(items[2]).queryByRole('checkbox')).toBeNull();
    expect(items[3]).toHaveTextContent('@nldata.nl — gedeeld domein');
    expect(within(items[3]).queryByRole('checkbox')).toBeNull();
  });

  it('posts only the ticked domains with "Bevestigen: dit is de school"', async () => {
    const post = show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: `@kindcentrumstellanova.nl ${REMEMBER}` }));
    await user.click(screen.getByRole('checkbox', { name: `@evil-example.nl ${REMEMBER}` }));
    // Ticked and unticked again: not remembered.
    await user.click(screen.getByRole('checkbox', { name: `@evil-example.nl ${REMEMBER}` }));
    await user.click(screen.getByRole('button', { name: 'Bevestigen: dit is de school' }));
    expect(post).toHaveBeenCalledWith('/api/staff/submissions/sub-1/confirm-school', {
      domains: ['kindcentrumstellanova.nl'],
    });
  });

  it('confirms without remembering anything when nothing is ticked', async () => {
    const post = show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bevestigen: dit is de school' }));
    expect(post).toHaveBeenCalledWith('/api/staff/submissions/sub-1/confirm-school', { domains: [] });
  });

  it('offers no box for a school without a board number', () => {
    show({ ...CHECK, board: null });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText('Geen bestuursnummer bekend: er wordt geen domein onthouden.')).toBeInTheDocument();
  });
});
