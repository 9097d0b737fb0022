import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Avatar from '..';

describe('Avatar', () => {
  it('shows the portrait with the name under it (the photo then needs no alt of its own)', () => {
    const { container } = renderAt(<Avatar src="~/portret-anna-de-vries.png" name="Anna de Vries" />);
    expect(screen.getByText('Anna de Vries').tagName).toBe('FIGCAPTION');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/img/assets/square-small/portret-anna-de-vries.png');
    expect(image).toHaveAttribute('alt', '');
  });

  it('without a name: only the image, alt from the file name', () => {
    const { container } = renderAt(<Avatar src="~/portret-anna-de-vries.png" />);
    expect(screen.getByRole('img', { name: 'portret anna de vries' })).toBeInTheDocument();
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
