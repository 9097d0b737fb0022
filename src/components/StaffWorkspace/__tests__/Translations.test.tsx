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
  it('tells the helpdesk in plain Dutch which texts are missing or behind, by their address on the site', async () => {
    answer(200, JSON.stringify(REPORT));
    render(<Translations />);
    const region = screen.getByRole('region', { name: 'Vertalingen van de Roemeense site' });
    const list = await screen.findByRole('list', { name: 'Wat nog moet gebeuren' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pagina /cookie-statement: Er is nog geen Roemeense versie.',
      'Pagina /help/veelgestelde-vragen: De Nederlandse tekst is gewijzigd op 20-11-2026; de Roemeense versie is van daarvoor.',
    ]);
    expect(region).toHaveTextContent(
      '1 tekst heeft nog geen Roemeense versie, 1 tekst loopt in het Roemeens achter, 1 tekst is bij',
    );
    expect(region).toHaveTextContent('De redactie vertaalt ze en werkt ze bij; u hoeft hier niets te doen.');
    // The editors' tools stay theirs: no commands, no files of the Romanian site.
    expect(region).not.toHaveTextContent(/git diff|npm run|--mark|i18n\/ro|\.mdx/);
    expect(global.fetch).toHaveBeenCalledWith('/api/staff/translations', expect.anything());
  });

  it('says what an unmarked translation, a removed source and a document mean, without the command beside them', async () => {
    answer(
      200,
      JSON.stringify({
        madeAt: '2026-11-26T08:00:00.000Z',
        entries: [
          {
            state: 'ontbreekt',
            source: 'documents/documenten/kwaliteitsverklaring.md',
            translation: 'documents/documente/declaratie-de-calitate.md',
            note: 'het bestand bestaat, maar zegt niet van welke versie het een vertaling is: npm run translations -- --mark documents/documente/declaratie-de-calitate.md',
          },
          {
            state: 'verouderd',
            source: 'docs/oud/index.mdx',
            translation: 'i18n/ro/pages/vechi.mdx',
            note: 'de bron bestaat niet meer',
          },
        ],
        totals: { ontbreekt: 1, verouderd: 1, actueel: 0 },
      } satisfies TranslationReport),
    );
    render(<Translations />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Document /documenten/kwaliteitsverklaring.pdf: Er is een Roemeense versie, maar de redactie moet nog vastleggen van welke Nederlandse tekst die een vertaling is.',
      'Pagina /oud: De Nederlandse tekst bestaat niet meer; de Roemeense versie moet worden aangepast of weg.',
    ]);
    expect(screen.getByRole('region')).not.toHaveTextContent(/npm run|--mark/);
  });

  it('says all is well when every text is current, with no list', async () => {
    answer(
      200,
      JSON.stringify({
        madeAt: '2026-11-26T08:00:00.000Z',
        entries: [
          {
            state: 'actueel',
            source: 'docs/help/downloads.mdx',
            translation: 'i18n/ro/pages/asistenta/descarcari.mdx',
          },
        ],
        totals: { ontbreekt: 0, verouderd: 0, actueel: 1 },
      } satisfies TranslationReport),
    );
    render(<Translations />);
    expect(await screen.findByText(/De enige tekst op de Roemeense site is bij/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the served build has no report', async () => {
    answer(404, 'Er is nog geen overzicht van de vertalingen: het verschijnt na de volgende build van de site.');
    render(<Translations />);
    expect(
      await screen.findByText(
        'Er is nog geen overzicht van de vertalingen: het verschijnt na de volgende build van de site.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
