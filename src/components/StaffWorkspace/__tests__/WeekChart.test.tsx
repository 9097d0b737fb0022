import React from 'react';
import { render, screen, within } from '@testing-library/react';
import WeekChart from '../WeekChart';

const stats = {
  weeks: [
    { week: '2026-W47', start: '2026-11-16' },
    { week: '2026-W48', start: '2026-11-23' },
  ],
  perWeek: [
    { week: '2026-W47', label: 'Contactformulier', count: 3 },
    { week: '2026-W48', label: 'Contactformulier', count: 2 },
    { week: '2026-W48', label: 'Aanmelding Doorstroomtoets 2027', count: 5 },
  ],
  perProduct: [],
  botsPerWeek: [],
};

describe('the overview chart', () => {
  it('names each week by its Monday, shows the totals and a legend of the forms, and says what it shows', () => {
    render(<WeekChart stats={stats} />);
    const chart = screen.getByRole('img', { name: /inzendingen per week en formulier over 2 weken/i });
    expect(within(chart).getByText('16 nov')).toBeInTheDocument();
    expect(within(chart).getByText('23 nov')).toBeInTheDocument();
    expect(within(chart).getByText('wk 48')).toBeInTheDocument();
    // The totals above the bars: 3 and 2 + 5.
    expect(within(chart).getAllByText('3').length).toBeGreaterThan(0);
    expect(within(chart).getByText('7')).toBeInTheDocument();
    expect(within(chart).getByText('Aantal')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aanmelding Doorstroomtoets 2027', 'Contactformulier']);
    // One bar segment per form and week with a count.
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
  });
});
