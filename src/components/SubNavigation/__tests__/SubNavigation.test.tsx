import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { TOP_MENU } from '@site/src/data/menus';
import SubNavigation from '..';

const STRIP_OFFSET = 500;

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  // The strip's placeholder sits STRIP_OFFSET px from the top of the document.
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: STRIP_OFFSET - window.scrollY }) as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

describe('SubNavigation', () => {
  it('renders its name/link items', () => {
    renderAt(<SubNavigation items={TOP_MENU} />, { path: '/basisonderwijs' });
    const nav = screen.getByRole('navigation', { name: 'Op deze pagina' });
    expect(nav.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Basisonderwijs' })).toHaveAttribute('aria-current', 'page');
  });

  it('becomes fixed only when scrolled past its offset plus 100px', () => {
    renderAt(<SubNavigation items={TOP_MENU} />, { path: '/basisonderwijs' });
    const nav = screen.getByRole('navigation');
    scrollWindowTo(STRIP_OFFSET + 100);
    expect(nav).not.toHaveClass('subnav-fixed');
    scrollWindowTo(STRIP_OFFSET + 101);
    expect(nav).toHaveClass('subnav-fixed');
    scrollWindowTo(10);
    expect(nav).not.toHaveClass('subnav-fixed');
  });
});
