import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import GroupedDownloads from '../GroupedDownloads';

const groups = [
  { key: 'basisonderwijs', title: 'Basisonderwijs', description: 'Voor het basisonderwijs.' },
  { key: 'leeg', title: 'Zonder documenten', description: 'Hier staat niets.' },
  { key: 'over-amn', title: 'Over AMN', description: 'Over ons.' },
];

const entries = [
  { url: '/documenten/certificaat.pdf', title: 'Certificaat', description: 'Ons certificaat.', group: 'over-amn' },
  {
    url: '/downloads/ouders.pdf',
    title: 'Brief voor ouders',
    description: 'Om mee te geven.',
    group: 'basisonderwijs',
  },
];

describe('GroupedDownloads', () => {
  it('lists each document under its group, in the order of the groups, and leaves empty groups out', () => {
    renderAt(<GroupedDownloads groups={groups} entries={entries} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Basisonderwijs',
      'Over AMN',
    ]);
    const section = screen.getByRole('heading', { name: 'Basisonderwijs' }).closest('section')!;
    expect(within(section).getByRole('link', { name: /Brief voor ouders/ })).toHaveAttribute(
      'href',
      '/downloads/ouders.pdf',
    );
    expect(section).toHaveTextContent('Om mee te geven.');
  });
});
