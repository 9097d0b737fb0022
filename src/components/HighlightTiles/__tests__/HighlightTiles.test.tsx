import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import HighlightTiles, { tileColumnClass, type Highlight } from '..';

const tile = (n: number): Highlight => ({
  title: `Tegel ${n}`,
  description: `Beschrijving ${n}`,
  link: `/pagina-${n}`,
});
const tiles = (count: number) => Array.from({ length: count }, (_, index) => tile(index + 1));

describe('HighlightTiles', () => {
  it('puts three tiles in a row (col-md-4) up to three tiles', () => {
    renderAt(<HighlightTiles highlights={tiles(3)} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((item) => {
      expect(item).toHaveClass('col-md-4');
      expect(item).not.toHaveClass('col-md-6');
    });
  });

  it('puts two tiles in a row (col-md-6) from four tiles on', () => {
    renderAt(<HighlightTiles highlights={tiles(4)} />);
    screen.getAllByRole('listitem').forEach((item) => expect(item).toHaveClass('col-md-6'));
  });

  it('shows title as a link to the tile target, and the description', () => {
    renderAt(<HighlightTiles highlights={tiles(2)} />, { locale: 'ro' });
    expect(screen.getByRole('heading', { level: 3, name: 'Tegel 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tegel 2' })).toHaveAttribute('href', '/ro/pagina-2');
    expect(screen.getByText('Beschrijving 2')).toBeInTheDocument();
  });

  it.each([
    [1, 'col-md-4'],
    [3, 'col-md-4'],
    [4, 'col-md-6'],
    [7, 'col-md-6'],
  ])('%i tiles → %s', (count, expected) => {
    expect(tileColumnClass(count)).toBe(expected);
  });
});
