import React from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { setTestPluginData } from '@site/test/support/dom/mocks/docusaurus/useGlobalData';
import { renderAt } from '@site/test/support/dom/render';
import { QUALITY_STATEMENT_PDF, SITE } from '@site/src/data/site';
import SiteFooter from '..';

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

// Every build has the registration-rounds plugin's build day, which the footer's year is read from.
beforeEach(() => setTestPluginData('registration-rounds', { buildDay: '2026-12-01', roundTextsChangeOn: null }));

describe('SiteFooter on the Dutch site', () => {
  beforeEach(() => renderAt(<SiteFooter />));

  it('has the about, support and contact columns', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Over AMN',
      'Ondersteuning',
      'Contact',
    ]);
    const about = screen.getByRole('heading', { name: 'Over AMN' }).parentElement!;
    expect(hrefs(about)).toEqual([
      '/contactformulier',
      '/nieuws-en-achtergronden',
      '/alle-producten',
      '/help',
      '/over-amn',
      '/over-amn/vacatures',
    ]);
    const support = screen.getByRole('heading', { name: 'Ondersteuning' }).parentElement!;
    expect(within(support).getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute(
      'href',
      '/help/veelgestelde-vragen',
    );
  });

  it('gives the street address, a phone link and the general e-mail link', () => {
    const contact = screen.getByRole('heading', { name: 'Contact' }).parentElement!;
    expect(contact).toHaveTextContent(SITE.address.street);
    expect(contact).toHaveTextContent(`${SITE.address.postcode} ${SITE.address.city}`);
    expect(within(contact).getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\d+$/),
    );
    expect(within(contact).getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  });

  it('links the quality badge to the quality statement PDF, named as such', () => {
    const badge = screen.getByRole('link', { name: 'Kwaliteitsverklaring van AMN (PDF)' });
    expect(badge).toHaveAttribute('href', '/documenten/kwaliteitsverklaring.pdf');
    expect(badge).toHaveAttribute('href', QUALITY_STATEMENT_PDF.nl);
  });

  it("has the copyright line of the build's year with the legal links, privacy in a new tab", () => {
    cleanup();
    setTestPluginData('registration-rounds', { buildDay: '2026-12-01', roundTextsChangeOn: null });
    renderAt(<SiteFooter />);
    expect(screen.getByText(/© 2026 AMN/)).toBeInTheDocument();
    expect(screen.queryByText(/© 2025/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Copyright' })).toHaveAttribute('href', '/copyright');
    expect(screen.getByRole('link', { name: 'Cookieverklaring' })).toHaveAttribute('href', '/cookie-statement');
    expect(screen.getByRole('link', { name: 'Cookieverklaring' })).not.toHaveAttribute('target');
    const privacy = screen.getByRole('link', { name: 'Privacyverklaring' });
    expect(privacy).toHaveAttribute('href', '/privacy-statement');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute('href', '/algemene-voorwaarden');
  });
});

describe('SiteFooter on the Romanian site', () => {
  it('has its own menus and its three legal documents opening in a new tab', () => {
    renderAt(<SiteFooter />, { locale: 'ro', path: '/ro/' });
    expect(screen.getByRole('link', { name: 'Harta aplicațiilor' })).toHaveAttribute('href', '/ro/harta-aplicatiilor');
    expect(screen.queryByRole('link', { name: 'Privacyverklaring' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Politica de confidențialitate', '/ro/politica-de-confidentialitate.pdf'],
      ['Termeni și condiții', '/ro/termeni-si-conditii.pdf'],
      ['Politica privind cookie-urile', '/ro/politica-privind-cookie-urile.pdf'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('opens the Romanian quality statement from the badge', () => {
    renderAt(<SiteFooter />, { locale: 'ro', path: '/ro/' });
    // The test's translate() gives the Dutch default text; the href is what differs per site.
    const badge = screen.getByRole('link', { name: 'Kwaliteitsverklaring van AMN (PDF)' });
    expect(badge).toHaveAttribute('href', `/ro${QUALITY_STATEMENT_PDF.ro}`);
  });

  it('gives the phone number in international form and the country of the address', () => {
    renderAt(<SiteFooter />, { locale: 'ro', path: '/ro/' });
    const contact = screen.getByRole('heading', { name: 'Contact' }).parentElement!;
    // The Romanian contact details (src/data/romanianOffice.ts): the head office's while the Romanian office's are unknown.
    expect(contact).toHaveTextContent(`${SITE.address.postcode} ${SITE.address.city}Țările de Jos`);
    expect(within(contact).getByRole('link', { name: '+31 24 345 40 40' })).toHaveAttribute('href', 'tel:+31243454040');
  });

  it('keeps the Dutch national form on the Dutch site', () => {
    renderAt(<SiteFooter />);
    const contact = screen.getByRole('heading', { name: 'Contact' }).parentElement!;
    expect(contact).not.toHaveTextContent('Nederland');
    expect(within(contact).getByRole('link', { name: SITE.phone })).toBeInTheDocument();
  });
});
