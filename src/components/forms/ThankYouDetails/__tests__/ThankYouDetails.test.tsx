import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ThankYouDetails from '..';

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ThankYouDetails />
    </MemoryRouter>,
  );

describe('ThankYouDetails', () => {
  it('says the confirmation comes later when the server held it for a mail cap', () => {
    renderAt('/formulier/bedankt?formulier=doorstroomtoets-pre-registration-2027&bevestiging=later');
    expect(screen.getByRole('status')).toHaveTextContent(
      /de bevestiging komt wat later.*U hoeft het formulier niet opnieuw te versturen/,
    );
  });

  it('says nothing of a delay when the confirmation went out', () => {
    renderAt('/formulier/bedankt?formulier=doorstroomtoets-pre-registration-2027');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/Geen e-mail ontvangen binnen een kwartier/)).toBeInTheDocument();
  });
});
