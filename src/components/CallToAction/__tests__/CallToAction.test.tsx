import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import CallToAction from '..';

describe('CallToAction', () => {
  it('shows the title, the text and a button with link_text to link', () => {
    renderAt(
      <CallToAction title="Meld uw school aan" link="/contactformulier" link_text="Naar het formulier">
        <p>Het kan tot 1 december.</p>
      </CallToAction>,
    );
    expect(screen.getByRole('heading', { name: 'Meld uw school aan' })).toBeInTheDocument();
    expect(screen.getByText('Het kan tot 1 december.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar het formulier' })).toHaveAttribute('href', '/contactformulier');
  });

  it('applies card and remove_bottom_padding only when set', () => {
    const plain = renderAt(<CallToAction title="A" link="/" link_text="B" />).container.querySelector('section');
    expect(plain).not.toHaveClass('card');
    expect(plain).not.toHaveClass('noBottomPadding');
    const card = renderAt(<CallToAction title="A" link="/" link_text="B" card remove_bottom_padding />);
    expect(card.container.querySelector('section')).toHaveClass('card', 'noBottomPadding');
  });
});
