import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
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
    ['2025-09-30', 'upcoming', 'Aanmelden voor de Doorstroomtoets 2026'],
    ['2025-10-01', 'open', 'Meld uw school nu aan voor de Doorstroomtoets 2026'],
    ['2025-11-15', 'open', 'Meld uw school nu aan voor de Doorstroomtoets 2026'],
    ['2025-11-16', 'closed', 'De aanmelding voor de Doorstroomtoets 2026 is gesloten'],
    ['2026-02-14', 'over', 'De Doorstroomtoets 2026 is afgerond'],
    // 2026 is over once its Aansluiting PO-VO is (29 May): then the page speaks of 2027.
    ['2026-10-15', 'open', 'Meld uw school nu aan voor de Doorstroomtoets 2027'],
    ['2026-11-26', 'closed', 'De aanmelding voor de Doorstroomtoets 2027 is gesloten'],
    ['2027-02-20', 'over', 'De Doorstroomtoets 2027 is afgerond'],
  ])('on %s the round is %s', (day, state, title) => {
    jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`) });
    renderAt(<RoundAnnouncement />);
    expect(screen.getByRole('heading', { level: 2 }).querySelector('[data-round-state]')).toHaveAttribute(
      'data-round-state',
      state,
    );
    expect(shownTitle()).toBe(title);
    const link = screen.queryByRole('link', { name: 'Naar de aanmelding' });
    const year = title.slice(-4);
    if (state === 'open') expect(link).toHaveAttribute('href', `/formulier/doorstroomtoets-${year}/aanmelding`);
    else expect(link).toBeNull();
    // The big button only while the registration is open; otherwise the box's button steps back.
    const button = screen.getAllByRole('link').find((anchor) => anchor.classList.contains('button'));
    expect(button).toBeDefined();
    if (state === 'open') expect(button).toHaveClass('button--primary', 'button--lg');
    else {
      expect(button).toHaveClass('button--secondary');
      expect(button).not.toHaveClass('button--primary');
      expect(button).not.toHaveClass('button--lg');
    }
    if (state === 'closed') {
      expect(screen.getByRole('link', { name: 'Uw aanmelding wijzigen' })).toHaveAttribute(
        'href',
        '/formulier/mijn-aanmelding',
      );
    }
  });
});
