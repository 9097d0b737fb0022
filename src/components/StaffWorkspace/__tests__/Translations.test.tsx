import React from 'react';
import { render, screen, within } from '@testing-library/react';
import Translations from '../Translations';
import type { TranslationReport } from '@site/src/domain/translations';

const REPORT: TranslationReport = {
  madeAt: '2026-11-26T08:00:00.000Z',
  entries: [
    {
      state: 'ontbreekt',
      source: 'src/pages/cookie-statement.mdx',
      translation: 'i18n/ro/docusaurus-plugin-content-pages/cookie-statement.mdx',
    },
    {
      state: 'verouderd',
      source: 'docs/help/veelgestelde-vragen.mdx',
      translation: 'i18n/ro/pages/asistenta/faq.mdx',
      changedOn: '2026-11-20',
      diffCommand: 'git diff 0123456789ab -- docs/help/veelgestelde-vragen.mdx',
    },
    { state: 'actueel', source: 'docs/help/downloads.mdx', translation: 'i18n/ro/pages/asistenta/download.mdx' },
  ],
  totals: { ontbreekt: 1, verouderd: 1, actueel: 1 },
};

function answer(status: number, body: string) {
  // jsdom has no Response: the part of one that staffGet reads.
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, text: async () => body })) as unknown as typeof fetch;
}

describe('Vertalingen in the staff workspace', () => {
  it('lists each text with its state, the day its source changed and the command to see how', async () => {
    answer(200, JSON.stringify(REPORT));
    render(<Translations />);
    const table = await screen.findByRole('table', { name: 'Nederlandse teksten en hun Roemeense versie' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Ontbreekt',
      'Verouderd',
      'Actueel',
    ]);
    expect(rows[1]).toHaveTextContent('docs/help/veelgestelde-vragen.mdx');
    expect(rows[1]).toHaveTextContent(
      'Bron gewijzigd op 20-11-2026. Verschil: git diff 0123456789ab -- docs/help/veelgestelde-vragen.mdx',
    );
    expect(screen.getByRole('region', { name: 'Vertalingen' })).toHaveTextContent(
      '1 ontbreekt, 1 verouderd, 1 actueel',
    );
    expect(global.fetch).toHaveBeenCalledWith('/api/staff/translations', expect.anything());
  });

  it('says so when the served build has no report', async () => {
    answer(404, 'Er is nog geen overzicht van de vertalingen: het verschijnt na de volgende build van de site.');
    render(<Translations />);
    expect(
      await screen.findByText(
        'Er is nog geen overzicht van de vertalingen: het verschijnt na de volgende build van de site.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
