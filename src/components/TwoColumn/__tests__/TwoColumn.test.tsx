import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import TwoColumn, { Column } from '..';

describe('TwoColumn', () => {
  it('puts each Column in its own column of the grid', () => {
    const { container } = renderAt(
      <TwoColumn>
        <Column>
          <p>Links</p>
        </Column>
        <Column>
          <p>Rechts</p>
        </Column>
      </TwoColumn>,
    );
    const grid = container.firstElementChild!;
    expect(grid).toHaveClass('columns');
    expect([...grid.children].map((column) => column.textContent)).toEqual(['Links', 'Rechts']);
    expect(screen.getByText('Rechts').parentElement).toHaveClass('column');
  });
});
