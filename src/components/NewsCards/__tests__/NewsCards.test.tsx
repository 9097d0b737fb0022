import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/render';
import NewsCards from '..';

describe('NewsCards', () => {
  it('lists one card per post, each reading on at the post page', () => {
    renderAt(
      <NewsCards
        posts={[
          {
            metadata: { permalink: '/nieuws-en-achtergronden/2026/10/01/a', title: 'Eerste bericht' },
            frontMatter: { category: 'Mbo', image: '/img/a.png', image_alt: 'Een grafiek' },
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
    expect(items[0]).toHaveTextContent('Mbo.');
    expect(screen.getByRole('img', { name: 'Een grafiek' })).toHaveAttribute('src', '/img/a.png');
    expect(screen.getAllByRole('link', { name: 'lees verder' }).map((link) => link.getAttribute('href'))).toEqual([
      '/nieuws-en-achtergronden/2026/10/01/a',
      '/nieuws-en-achtergronden/2026/09/15/b',
    ]);
  });
});
