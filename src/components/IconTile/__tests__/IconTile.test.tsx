import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import IconTile, { IconTiles, iconPath } from '..';

describe('IconTile', () => {
  it('is one link as a whole, with the icon and chevron decorative', () => {
    const { container } = renderAt(
      <IconTiles>
        <IconTile icon="toets" title="Doorstroomtoets" link="/basisonderwijs">
          Voor groep 8
        </IconTile>
      </IconTiles>,
    );
    const tile = screen.getByRole('link', { name: 'Doorstroomtoets Voor groep 8' });
    expect(tile).toHaveAttribute('href', '/basisonderwijs');
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/img/icons/toets.svg');
    expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('takes a named icon or a path', () => {
    expect(iconPath('help')).toBe('/img/icons/help.svg');
    expect(iconPath('/img/eigen/icoon.svg')).toBe('/img/eigen/icoon.svg');
  });
});
