import React from 'react';
import { render, screen, within } from '@testing-library/react';
import Overview from '../Overview';
import type { Stats } from '@site/src/domain/staff';

function serve(stats: Stats) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(stats),
  })) as unknown as typeof fetch;
}

const STATS: Stats = {
  weeks: [{ week: '2026-W49', start: '2026-11-30' }],
  perWeek: [],
  perProduct: [],
  botsPerWeek: [
    { week: '2026-W49', reason: 'honeypot', count: 3 },
    { week: '2026-W49', reason: 'too-fast', count: 81 },
  ],
};

describe('the overview of the staff workspace', () => {
  it('shows the forms dropped as a bot’s per week, with the reason in Dutch', async () => {
    serve(STATS);
    render(<Overview reloads={0} />);
    const table = (await screen.findByText(/Als bot weggefilterd per week/)).closest('table')!;
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('wk 49 (30 nov)Verborgen veld ingevuld3');
    expect(rows[2]).toHaveTextContent('wk 49 (30 nov)Sneller verstuurd dan iemand kan invullen81');
  });

  it('says when nothing was dropped', async () => {
    serve({ ...STATS, botsPerWeek: [] });
    render(<Overview reloads={0} />);
    expect(await screen.findByText('In de laatste weken is geen inzending als bot weggefilterd.')).toBeInTheDocument();
  });
});
