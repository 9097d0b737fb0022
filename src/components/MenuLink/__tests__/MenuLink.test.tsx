import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import MenuLink, { isActiveLink } from '..';

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; element?: Element };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  private record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.element = element;
  }
  disconnect() {}
  unobserve() {}
}

const docusaurus = { prefetch: jest.fn(), preload: jest.fn() };

beforeEach(() => {
  observers = [];
  docusaurus.prefetch.mockReset();
  docusaurus.preload.mockReset();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver, docusaurus });
});

function comeIntoView(observed: Observed) {
  observed.callback(
    [{ isIntersecting: true, target: observed.element } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

describe('MenuLink', () => {
  it('renders a page link with client-side routing and marks the current page', () => {
    renderAt(<MenuLink item={{ name: 'Onderwijs', link: '/onderwijs' }} />, { path: '/onderwijs' });
    const link = screen.getByRole('link', { name: 'Onderwijs' });
    expect(link).toHaveAttribute('href', '/onderwijs');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('active');
  });

  it('does not mark other pages active', () => {
    renderAt(<MenuLink item={{ name: 'Presentaties', link: '/presentaties' }} />, { path: '/onderwijs' });
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-current');
  });

  it('renders external links as plain anchors, in a new tab when asked', () => {
    renderAt(<MenuLink item={{ name: 'FAQ', link: 'https://help.example.org/faq', newTab: true }} />);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', 'https://help.example.org/faq');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(observers).toHaveLength(0);
  });

  it('links documents under the locale base URL as plain anchors', () => {
    renderAt(<MenuLink item={{ name: 'Termeni', link: '/termeni-si-conditii.pdf', newTab: true }} />, {
      locale: 'ro',
      path: '/ro/',
    });
    expect(screen.getByRole('link', { name: 'Termeni' })).toHaveAttribute('href', '/ro/termeni-si-conditii.pdf');
  });

  it('prefetches a page when it comes within 200px of the viewport', () => {
    renderAt(<MenuLink item={{ name: 'Help', link: '/help#downloads' }} />, { locale: 'ro', path: '/ro/' });
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    comeIntoView(observers[0]);
    expect(docusaurus.prefetch).toHaveBeenCalledWith('/ro/help');
  });

  it('preloads on hover and ignores a failing prefetch', async () => {
    docusaurus.preload.mockImplementation(() => Promise.reject(new Error('offline')));
    docusaurus.prefetch.mockImplementation(() => {
      throw new Error('offline');
    });
    renderAt(<MenuLink item={{ name: 'Help', link: '/help' }} />);
    await userEvent.hover(screen.getByRole('link', { name: 'Help' }));
    expect(docusaurus.preload).toHaveBeenCalledWith('/help');
    expect(() => comeIntoView(observers[0])).not.toThrow();
  });
});

describe('isActiveLink', () => {
  it('compares paths under the base URL, and the hash for anchor links', () => {
    expect(isActiveLink('/', '/', '', '/')).toBe(true);
    expect(isActiveLink('/', '/ro/', '', '/ro/')).toBe(true);
    expect(isActiveLink('/contact', '/ro/contact', '', '/ro/')).toBe(true);
    expect(isActiveLink('/onderwijs#basisonderwijs', '/onderwijs', '#basisonderwijs', '/')).toBe(true);
    expect(isActiveLink('/onderwijs#basisonderwijs', '/onderwijs', '', '/')).toBe(false);
    expect(isActiveLink('/onderwijs', '/onderwijs/', '', '/')).toBe(true);
  });
});
