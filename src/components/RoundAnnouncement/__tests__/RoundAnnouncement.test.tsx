import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/render';
import RoundAnnouncement from '..';

afterEach(() => jest.useRealTimers());

/** The visible variant: the other states' texts are in the box too, hidden from everyone. */
function shownTitle(): string {
  const heading = screen.getByRole('heading', { level: 2 });
  const box = heading.querySelector('[data-round-state]');
  return box?.querySelector(':scope > :not([aria-hidden])')?.textContent ?? '';
}

describe('RoundAnnouncement', () => {
  it.each([
    ['2025-10-01', 'open', 'Meld uw school nu aan voor de Doorstroomtoets 2026'],
    ['2026-02-13', 'open', 'Meld uw school nu aan voor de Doorstroomtoets 2026'],
    ['2026-02-14', 'closed', 'De Doorstroomtoets 2026 is afgerond'],
    ['2026-11-25', 'closed', 'De Doorstroomtoets 2026 is afgerond'],
  ])('on %s the round is %s', (day, state, title) => {
    jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`) });
    renderAt(<RoundAnnouncement />);
    expect(screen.getByRole('heading', { level: 2 }).querySelector('[data-round-state]')).toHaveAttribute(
      'data-round-state',
      state,
    );
    expect(shownTitle()).toBe(title);
    const link = screen.queryByRole('link', { name: 'Naar de aanmelding' });
    if (state === 'open') expect(link).toHaveAttribute('href', '/formulier/doorstroomtoets-2026/aanmelding');
    else expect(link).toBeNull();
  });
});
