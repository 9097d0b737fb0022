import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import SiteNavbar from '..';

let frames: FrameRequestCallback[] = [];

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  });
}

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('SiteNavbar', () => {
  it('links the logo to the home page and shows the secondary menu', () => {
    renderAt(<SiteNavbar />, { path: '/onderwijs' });
    expect(screen.getByRole('link', { name: 'AMN - naar de homepage' })).toHaveAttribute('href', '/');
    const secondary = screen.getByRole('navigation', { name: 'Secundair menu' });
    expect(
      within(secondary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/alle-producten', '/nieuws-en-achtergronden', '/over-amn/vacatures']);
  });

  it('shows the login button with its text and the configured social links', () => {
    renderAt(<SiteNavbar />);
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    for (const name of ['Instagram', 'Facebook', 'LinkedIn', 'X (Twitter)']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:/));
    }
  });

  it('on the Romanian site leads to the portal in Romanian and has only its own social links', () => {
    renderAt(<SiteNavbar />, { locale: 'ro', path: '/ro/' });
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Intrați în portal' })[0]).toHaveAttribute(
      'href',
      'https://portal.amn.nl',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nederlands' })[0]).toHaveAttribute('href', '/');
  });

  it('shows the portal link in the Romanian menu overlay too', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />, { locale: 'ro', path: '/ro/contact' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Intrați în portal' })).toHaveAttribute(
      'href',
      'https://portal.amn.nl',
    );
  });

  it.each([
    ['ro', '/ro/contact', 'Nederlands', '/contactformulier'],
    ['ro', '/ro/cautare', 'Nederlands', '/zoeken'],
    ['ro', '/ro/despre-amn', 'Nederlands', '/over-amn'],
    ['ro', '/ro/harta-aplicatiilor', 'Nederlands', '/'],
    ['nl', '/help/veelgestelde-vragen', 'Română', '/ro/asistenta/intrebari-frecvente'],
    ['nl', '/onderwijs', 'Română', '/ro/'],
  ] as const)('on %s %s leads "%s" to the same page on the other site, or its home: %s', (locale, path, name, href) => {
    renderAt(<SiteNavbar />, { locale, path });
    for (const link of screen.getAllByRole('link', { name })) expect(link).toHaveAttribute('href', href);
  });

  it('opens the main menu overlay with the burger, focuses it and closes on Escape', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />);
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const dialog = screen.getByRole('dialog', { name: 'Hoofdmenu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Jobtender' })).toHaveAttribute(
      'href',
      '/werken-en-loopbaan/jobtender',
    );
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('repeats the language link and the login button in the overlay, for narrow screens', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Hoofdmenu' });
    expect(within(dialog).getByRole('link', { name: 'Română' })).toHaveAttribute('href', '/ro/');
    expect(within(dialog).getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('repeats the social links in the overlay, where they are when the bar has no room for them', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Hoofdmenu' });
    for (const name of ['Instagram', 'Facebook', 'LinkedIn', 'X (Twitter)']) {
      expect(within(dialog).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:/));
    }
  });

  it('keeps Tab inside the open overlay', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    focusable[focusable.length - 1].focus();
    await user.tab();
    expect(focusable[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(focusable[focusable.length - 1]).toHaveFocus();
  });

  it('closes the overlay on a backdrop click but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    renderAt(<SiteNavbar />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the scrolled, navdown and navup classes as the window scrolls', () => {
    const { container } = renderAt(<SiteNavbar />, { path: '/onderwijs' });
    const header = container.querySelector('header')!;
    expect(header).not.toHaveClass('scrolled');
    scrollWindowTo(40);
    expect(header).toHaveClass('scrolled');
    scrollWindowTo(300);
    expect(header).toHaveClass('navdown');
    scrollWindowTo(200);
    expect(header).toHaveClass('navup');
    expect(header).not.toHaveClass('navdown');
  });

  it('uses the 300px threshold on the home page', () => {
    const { container } = renderAt(<SiteNavbar />, { path: '/' });
    const header = container.querySelector('header')!;
    scrollWindowTo(250);
    expect(header).toHaveClass('scrolled');
    expect(header).not.toHaveClass('navdown');
    scrollWindowTo(400);
    expect(header).toHaveClass('navdown');
  });
});
