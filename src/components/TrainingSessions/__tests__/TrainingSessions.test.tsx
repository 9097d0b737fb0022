import React from 'react';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import TrainingSessions from '..';
import type { TrainingSession } from '@site/src/domain/trainings';

const SESSIONS: TrainingSession[] = [
  { training: 'Managementraining', date: '2026-12-10', place: 'Nijmegen', seats: 'Nog plaatsen vrij' },
  { training: 'Interpretatietraining', date: '2026-11-12', place: 'Nijmegen', seats: 'Nog enkele plaatsen' },
];

afterEach(() => jest.useRealTimers());

function at(day: string) {
  jest.useFakeTimers({ now: new Date(`${day}T10:00:00+01:00`) });
}

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
    expect(screen.getByText('Nijmegen · Nog enkele plaatsen')).toBeInTheDocument();
  });

  it('drops a session once its day has passed, and offers none on its own day', () => {
    at('2026-11-25');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByText('Interpretatietraining')).not.toBeInTheDocument();
    cleanup();
    at('2026-12-09');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.getByRole('link', { name: 'Aanmelden voor Managementtraining op 10 december 2026' })).toBeVisible();
    cleanup();
    at('2026-12-10');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByRole('link', { name: /Managementtraining/ })).not.toBeInTheDocument();
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
            place: 'Nijmegen',
            seats: 'Nog plaatsen vrij',
          },
          { training: 'Interpretatietraining', date: '2026-11-12', place: 'Nijmegen', seats: 'Vol' },
        ]}
      />,
    );
    expect(
      screen.getByRole('link', {
        name: 'Aanmelden voor Begeleidingsstijlentraining op 1 december 2026 en 15 december 2026',
      }),
    ).toBeVisible();
    expect(screen.getByText('Nijmegen · Vol')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says so when no session is ahead', () => {
    at('2027-01-05');
    renderAt(<TrainingSessions sessions={SESSIONS} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/geen open trainingen gepland/)).toBeInTheDocument();
  });
});
