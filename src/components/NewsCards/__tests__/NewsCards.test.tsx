import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NewsCards from '..';

describe('NewsCards', () => {
  it('lists one card per post, each reading on at the post page', () => {
    renderAt(
      <NewsCards
        posts={[
          {
            metadata: {
              permalink: '/nieuws-en-achtergronden/2026/10/01/a',
              title: 'Eerste bericht',
              date: '2026-10-01T00:00:00.000Z',
              authors: [{ name: 'Mark Jansen' }, { name: 'Anna de Vries' }],
            },
            frontMatter: { category: 'mbo', image: '/img/a.png', image_alt: 'Een grafiek' },
          },
          {
            metadata: { permalink: '/nieuws-en-achtergronden/2026/09/15/b', title: 'Tweede bericht' },
            frontMatter: {},
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The category key becomes its label from the fixed list, without a full stop.
    expect(items[0]).toHaveTextContent('Middelbaar beroepsonderwijs');
    expect(items[0]).not.toHaveTextContent('Middelbaar beroepsonderwijs.');
    expect(items[0]).toHaveTextContent('1 oktober 2026 · Mark Jansen, Anna de Vries');
    expect(items[1]).not.toHaveTextContent('·');
    expect(screen.getByRole('img', { name: 'Een grafiek' })).toHaveAttribute('src', '/img/a.png');
    expect(screen.getAllByRole('link', { name: 'lees verder' }).map((link) => link.getAttribute('href'))).toEqual([
      '/nieuws-en-achtergronden/2026/10/01/a',
      '/nieuws-en-achtergronden/2026/09/15/b',
    ]);
  });
});
