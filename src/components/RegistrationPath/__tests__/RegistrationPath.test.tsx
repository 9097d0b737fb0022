import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import RegistrationPath from '..';

afterEach(() => jest.useRealTimers());

const onDay = (day: string) => jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`) });

describe('RegistrationPath', () => {
  it('while open: one sentence says which form is for whom, and offers one pre-registration', () => {
    onDay('2026-10-15');
    renderAt(<RegistrationPath year={2027} />);
    expect(screen.getByRole('heading', { name: 'Welk formulier gebruikt u?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanmelding Doorstroomtoets 2027' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-2027/aanmelding',
    );
    expect(screen.getByRole('link', { name: 'Vooraanmelding Doorstroomtoets 2027' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-2027/vooraanmelding',
    );
    expect(screen.queryByRole('link', { name: /Korte vooraanmelding/ })).toBeNull();
    expect(screen.getByText(/tussen 25 januari 2027 en 12 februari 2027/)).toBeInTheDocument();
    expect(screen.getByText(/u rondt die af tot en met 11 januari 2027/)).toBeInTheDocument();
  });

  it('once registration closed: no new registration, but a pre-registration is completed until its day', () => {
    onDay('2026-11-26');
    renderAt(<RegistrationPath />);
    expect(
      screen.getByText(
        'Nieuwe aanmeldingen voor de Doorstroomtoets 2027 zijn gesloten. Deed uw school op tijd een vooraanmelding? Rond die af met de link in de bevestiging van de vooraanmelding, tot en met 11 januari 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Doorstroomtoets 2027/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar het aanmeldformulier primair onderwijs' })).toBeInTheDocument();
  });

  it('once completing is over too: no form is offered', () => {
    onDay('2027-01-12');
    renderAt(<RegistrationPath />);
    expect(screen.getByText('Voor de Doorstroomtoets 2027 is er nu geen aanmeldformulier.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Doorstroomtoets 2027/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar het aanmeldformulier primair onderwijs' })).toBeInTheDocument();
  });
});
