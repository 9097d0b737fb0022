import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import Faq, { FaqItem } from '..';

function renderFaq() {
  renderAt(
    <Faq title="Veelgestelde vragen">
      <FaqItem question="Wanneer is de toets?">Eind januari.</FaqItem>
      <FaqItem question="Wat kost de toets?">Niets.</FaqItem>
      <FaqItem question="Welke apparaten?">Chromebooks en iPads.</FaqItem>
    </Faq>,
  );
  return {
    user: userEvent.setup(),
    question: (name: string) => screen.getByRole('button', { name }),
  };
}

describe('Faq', () => {
  it('starts with every panel collapsed', () => {
    const { question } = renderFaq();
    for (const name of ['Wanneer is de toets?', 'Wat kost de toets?', 'Welke apparaten?']) {
      expect(question(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('Eind januari.')).not.toBeVisible();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('toggles a panel with a click on its question header', async () => {
    const { user, question } = renderFaq();
    await user.click(question('Wanneer is de toets?'));
    expect(question('Wanneer is de toets?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Wanneer is de toets?' })).toHaveTextContent('Eind januari.');
    await user.click(question('Wanneer is de toets?'));
    expect(question('Wanneer is de toets?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Eind januari.')).not.toBeVisible();
  });

  it('keeps several panels open at once', async () => {
    const { user, question } = renderFaq();
    await user.click(question('Wanneer is de toets?'));
    await user.click(question('Welke apparaten?'));
    expect(screen.getByText('Eind januari.')).toBeVisible();
    expect(screen.getByText('Chromebooks en iPads.')).toBeVisible();
    expect(screen.getByText('Niets.')).not.toBeVisible();
  });

  it('works from the keyboard (Enter and Space) and ties each button to its panel', async () => {
    const { user, question } = renderFaq();
    await user.tab();
    expect(question('Wanneer is de toets?')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(question('Wanneer is de toets?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Wat kost de toets?')).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Wat kost de toets?' });
    expect(question('Wat kost de toets?')).toHaveAttribute('aria-controls', panel.id);
  });

  it('puts the questions one heading level under the title', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
