import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import BusinessCard from '..';

function renderCard() {
  renderAt(
    <BusinessCard src="~/portret-mark-jansen.png" title="Mark Jansen" position="Adviseur onderwijs">
      <p>Mark was twaalf jaar leerkracht.</p>
    </BusinessCard>,
  );
  return userEvent.setup();
}

describe('BusinessCard', () => {
  it('shows the photo, name and position on the card, and not the story', () => {
    renderCard();
    const card = screen.getByRole('button', { name: /Mark Jansen/ });
    expect(card).toHaveTextContent('Adviseur onderwijs');
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/assets/square-small/portret-mark-jansen.png');
    expect(screen.queryByText('Mark was twaalf jaar leerkracht.')).toBeNull();
  });

  it('opens a dialog with image, title, position and body, blocking page scrolling while open', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: /Mark Jansen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Jansen' });
    expect(within(dialog).getByText('Adviseur onderwijs')).toBeInTheDocument();
    expect(within(dialog).getByText('Mark was twaalf jaar leerkracht.')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/img/assets/square-small/portret-mark-jansen.png');
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: /Mark Jansen/ })).toHaveFocus();
  });
});
