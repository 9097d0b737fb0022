import React, { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Modal from '..';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#elders">Elders</a>
      {open && (
        <Modal
          title="Details"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <p>Inhoud</p>
          <a href="#meer">Meer lezen</a>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Details' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its close button', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
  });

  it('blocks page scrolling while open and restores it on close', async () => {
    document.documentElement.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click on the overlay, not on a click inside the dialog', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('Inhoud'));
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside: Tab and Shift+Tab wrap around', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const more = screen.getByRole('link', { name: 'Meer lezen' });
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
  });

  it('pulls focus back in when something outside gets it', async () => {
    await openModal();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Elders' }));
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
  });
});
