import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderAt } from '@site/test/support/dom/render';
import CookieBanner from '..';

const TEXT =
  'Deze website gebruikt alleen functionele cookies: om te onthouden dat u deze melding heeft gezien en om de formulieren te beveiligen. Cookies voor statistieken of advertenties gebruiken we niet.';

afterEach(() => jest.restoreAllMocks());

describe('CookieBanner', () => {
  it('shows the notice with its exact text and the Akkoord button', () => {
    renderAt(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookiemelding' });
    expect(banner).toHaveTextContent(TEXT);
    expect(screen.getByRole('button', { name: 'Akkoord' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /weiger|decline/i })).not.toBeInTheDocument();
  });

  it('accepting sets AMNCookieConsent-NL=true for 150 days and hides the banner', async () => {
    const set = jest.spyOn(Cookies, 'set');
    renderAt(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord' }));
    expect(set).toHaveBeenCalledWith(
      'AMNCookieConsent-NL',
      'true',
      expect.objectContaining({ expires: 150, path: '/' }),
    );
    expect(Cookies.get('AMNCookieConsent-NL')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookiemelding' })).not.toBeInTheDocument();
  });

  it('stays hidden for a visitor who accepted before', () => {
    Cookies.set('AMNCookieConsent-NL', 'true');
    renderAt(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('uses its own cookie on the Romanian site', async () => {
    Cookies.set('AMNCookieConsent-NL', 'true');
    renderAt(<CookieBanner />, { locale: 'ro', path: '/ro/' });
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord' }));
    expect(Cookies.get('AMNCookieConsent-RO')).toBe('true');
  });
});
