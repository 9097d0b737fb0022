import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NewsletterForm from '..';

describe("the newsletter's privacy link", () => {
  it('leads to the privacy statement of the Dutch site, in a new tab', () => {
    renderAt(<NewsletterForm />, { path: '/formulier/nieuwsbrief' });
    const link = screen.getByRole('link', { name: 'privacyverklaring' });
    expect(link).toHaveAttribute('href', '/privacy-statement');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('leads to the Romanian privacy policy (a PDF) on the Romanian site, not to a Dutch page', () => {
    renderAt(<NewsletterForm />, { path: '/ro/formular/newsletter', locale: 'ro' });
    const link = screen.getByRole('link', { name: 'privacyverklaring' });
    expect(link).toHaveAttribute('href', '/ro/politica-de-confidentialitate.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
