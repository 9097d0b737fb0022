import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ThankYouDetails from '..';
import { handOverThankYou } from '../../thankYouNote';

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

  it('shows the Kenmerk the server put in the address, and nothing that is not one', () => {
    renderAt('/formulier/bedankt?formulier=aanmeldformulier-po&kenmerk=AMN-2027-K7QX');
    expect(screen.getByText('AMN-2027-K7QX')).toBeInTheDocument();
    expect(screen.getByText(/Uw kenmerk is/)).toHaveTextContent(
      'Uw kenmerk is AMN-2027-K7QX. Noem dit kenmerk als u contact met ons opneemt; het staat ook in de bevestiging.',
    );
  });

  it('shows no Kenmerk for an address that carries something else in its place', () => {
    renderAt('/formulier/bedankt?formulier=aanmeldformulier-po&kenmerk=%3Cb%3Eanna%40school.nl');
    expect(screen.queryByText(/Uw kenmerk is/)).not.toBeInTheDocument();
  });

  it('lists what was registered from the note the form handed over, as the confirmation does', () => {
    window.sessionStorage.clear();
    handOverThankYou({
      form: 'Aanmelden primair onderwijs',
      school: 'OBS De Regenboog',
      emails: ['anna@school.nl'],
      rows: [
        { label: 'Proeftoets 2027', value: '', depth: 0 },
        { label: 'Eerste afnamedag', value: '8 december 2026', depth: 1 },
        { label: 'Type apparaten', value: 'Chromebooks en iPads', depth: 1 },
      ],
    });
    renderAt('/formulier/bedankt?formulier=aanmeldformulier-po');
    const registered = screen.getByRole('region', { name: 'Wat u heeft aangemeld' });
    expect(within(registered).getByRole('rowheader', { name: 'Eerste afnamedag' })).toBeInTheDocument();
    expect(within(registered).getByRole('cell', { name: 'Chromebooks en iPads' })).toBeInTheDocument();
  });

  it('shows no list without a note (the page opened on its own)', () => {
    window.sessionStorage.clear();
    renderAt('/formulier/bedankt?formulier=aanmeldformulier-po');
    expect(screen.queryByRole('region', { name: 'Wat u heeft aangemeld' })).not.toBeInTheDocument();
  });
});
