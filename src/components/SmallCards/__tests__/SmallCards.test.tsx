import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import SmallCards from '..';

describe('SmallCards', () => {
  it('shows one card per item with image, alt, title and text, in one list', () => {
    renderAt(
      <SmallCards
        cards={[
          { image: '~/toetsen.png', alt: 'Staafdiagram', title: 'Toetsen', text: 'Voor elke fase.' },
          { image: '~/trainingen.png', title: 'Trainingen' },
          { image: '~/loopbaan.png', alt: 'Schoolplein', title: 'Loopbaan', text: 'Keuzes.' },
        ]}
      />,
    );
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('img', { name: 'Staafdiagram' })).toHaveAttribute(
      'src',
      '/img/assets/landscape-small/toetsen.png',
    );
    expect(within(cards[0]).getByRole('heading', { name: 'Toetsen' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Voor elke fase.')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('img', { name: 'trainingen' })).toBeInTheDocument();
  });
});
