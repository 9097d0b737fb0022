import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import ImageText from '..';

describe('ImageText', () => {
  it('shows title, text, the link with linkText and the image', () => {
    renderAt(
      <ImageText
        title="Samen werken"
        text="Wij denken mee."
        link="/werken-en-loopbaan"
        linkText="Lees meer"
        image="samenwerken-op-kantoor"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Samen werken' })).toBeInTheDocument();
    expect(screen.getByText('Wij denken mee.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/werken-en-loopbaan');
    expect(screen.getByRole('img', { name: 'samenwerken op kantoor' })).toHaveAttribute(
      'src',
      '/img/assets/images/samenwerken-op-kantoor.png',
    );
  });

  it('shows no button without link text', () => {
    renderAt(<ImageText title="T" link="/x" image="a" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
