import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/render';
import RegistrationPath from '..';

describe('RegistrationPath', () => {
  it('names the three forms, whom each is for, and that a pre-registration is not needed', () => {
    renderAt(<RegistrationPath year={2026} />);
    expect(screen.getByRole('heading', { name: 'Welk formulier gebruikt u?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanmelding Doorstroomtoets 2026' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-2026/aanmelding',
    );
    expect(screen.getByRole('link', { name: 'Vooraanmelding Doorstroomtoets 2026' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-2026/vooraanmelding',
    );
    expect(screen.getByRole('link', { name: 'Korte vooraanmelding' })).toHaveAttribute(
      'href',
      '/formulier/doorstroomtoets-vooraanmelding',
    );
    expect(screen.getByText(/Een vooraanmelding is niet nodig\./)).toBeInTheDocument();
    expect(screen.getByText(/tussen 26 januari 2026 en 13 februari 2026/)).toBeInTheDocument();
  });
});
