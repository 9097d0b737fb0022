import React from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import TrainingSessions from '..';
import type { TrainingSession } from '@site/src/domain/trainings';

const NIJMEGEN = {
  kind: 'address',
  host: 'AMN',
  street: 'Kerkenbos 1011',
  postcode: '6546 BB',
  city: 'Nijmegen',
} as const;
const SESSIONS: TrainingSession[] = [
  {
    training: 'Managementtraining',
    date: '2026-12-10',
    start: '09:30',
    end: '12:30',
    venue: NIJMEGEN,
    seats: 'Nog plaatsen vrij',
  },
  {
    training: 'Interpretatietraining',
    date: '2026-11-12',
    start: '13:30',
    end: '16:30',
    venue: NIJMEGEN,
    seats: 'Nog enkele plaatsen',
  },
];

afterEach(() => jest.useRealTimers());

function at(day: string) {
  jest.useFakeTimers({ now: new Date(`${day}T10:00:00+01:00`) });
}

/** The list item of the session of a training. */
const item = (training: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(training) !== null) ?? null;

describe('TrainingSessions', () => {
  it('lists the sessions still ahead, soonest first, each with a prefilled sign-up link', () => {
    at('2026-11-01');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    const links = screen.getAllByRole('link', { name: /^Aanmelden voor/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Aanmelden voor Interpretatietraining op 12 november 2026',
      'Aanmelden voor Managementtraining op 10 december 2026',
    ]);
    expect(links[0]).toHaveAttribute('href', '/trainingen/aanmelden?training=Interpretatietraining&datum=2026-11-12');
  });

  it('gives each session its start and end time, its address and its seats', () => {
    at('2026-11-01');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    const management = item('Managementtraining');
    expect(management).not.toBeNull();
    expect(management).toHaveTextContent('9.30–12.30 uur · AMN, Kerkenbos 1011, 6546 BB Nijmegen');
    expect(management).toHaveTextContent('Nog plaatsen vrij');
    expect(item('Interpretatietraining')).toHaveTextContent('13.30–16.30 uur');
  });

  it('says how the link of an online session arrives', () => {
    at('2026-10-01');
    renderAt(<TrainingSessions sessions={[{ ...SESSIONS[0], venue: { kind: 'online' } }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '9.30–12.30 uur · Online: u ontvangt de link met het programma, een week van tevoren',
    );
  });

  it('a week before the session shows "Aanmelden gesloten" instead of the sign-up and its seats, until its day', () => {
    at('2026-12-03');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.getByRole('link', { name: 'Aanmelden voor Managementtraining op 10 december 2026' })).toBeVisible();
    expect(screen.queryByText('Aanmelden gesloten')).not.toBeInTheDocument();
    cleanup();
    at('2026-12-07');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(item('Managementtraining')).toHaveTextContent('Aanmelden gesloten');
    expect(item('Managementtraining')).not.toHaveTextContent('Nog plaatsen vrij');
    cleanup();
    at('2026-12-10');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByText('Managementtraining')).not.toBeInTheDocument();
  });

  it("on 1 December 2026 does not offer that day's Begeleidingsstijlentraining", () => {
    at('2026-12-01');
    renderAt(<TrainingSessions />);
    expect(screen.queryByText('Begeleidingsstijlentraining')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /1 december 2026/ })).not.toBeInTheDocument();
  });

  it('gives a training of two half days both its dates, and a full session no sign-up', () => {
    at('2026-11-01');
    renderAt(
      <TrainingSessions
        sessions={[
          {
            training: 'Begeleidingsstijlentraining',
            date: '2026-12-01',
            secondDate: '2026-12-15',
            start: '13:30',
            end: '16:30',
            venue: NIJMEGEN,
            seats: 'Nog plaatsen vrij',
          },
          { ...SESSIONS[1], seats: 'Vol' },
        ]}
      />,
    );
    expect(
      screen.getByRole('link', {
        name: 'Aanmelden voor Begeleidingsstijlentraining op 1 december 2026 en 15 december 2026',
      }),
    ).toBeVisible();
    expect(item('Interpretatietraining')).toHaveTextContent('Vol');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says so when no session is ahead', () => {
    at('2027-01-05');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/geen open trainingen gepland/)).toBeInTheDocument();
  });
});
