import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { CAROUSEL_INTERVAL_MS } from '@site/src/domain/constants';
import HeaderCarousel, { type Slide } from '..';

const SLIDES: Slide[] = [
  {
    image: '/img/home/a.svg',
    image_alt: 'Eerste afbeelding',
    title: 'Eerste dia',
    subtitle: 'Ondertitel een',
    link_text: 'Lees meer',
    link_url: '/basisonderwijs',
  },
  { image: '/img/home/b.svg', image_alt: 'Tweede afbeelding', title: 'Tweede dia', subtitle: 'Ondertitel twee' },
  {
    image: '/img/home/c.svg',
    image_alt: 'Derde afbeelding',
    title: 'Derde dia',
    link_text: 'Naar werk',
    link_url: '/werken-en-loopbaan',
  },
];

/** The one slide a visitor (and a screen reader) can see, by its heading. */
function shownTitle(): string {
  const groups = screen.getAllByRole('group');
  expect(groups).toHaveLength(1);
  return within(groups[0]).getByRole('heading').textContent ?? '';
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('HeaderCarousel', () => {
  it('is a labelled carousel region whose slides are labelled "n van m"', () => {
    renderAt(<HeaderCarousel slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'Uitgelicht' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slide = screen.getByRole('group', { name: '1 van 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'dia');
    expect(screen.getAllByRole('group', { hidden: true }).map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 van 3',
      '2 van 3',
      '3 van 3',
    ]);
    expect(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende dia' })).toBeInTheDocument();
  });

  it('advances every 6000 ms and wraps from the last slide to the first', () => {
    renderAt(<HeaderCarousel slides={SLIDES} />);
    expect(shownTitle()).toBe('Eerste dia');
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Eerste dia');
    advance(1);
    expect(shownTitle()).toBe('Tweede dia');
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Derde dia');
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Eerste dia');
  });

  it('shows the link button only on slides with link_text', () => {
    renderAt(<HeaderCarousel slides={SLIDES} />);
    const [first, second, third] = screen.getAllByRole('group', { hidden: true });
    expect(within(first).getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/basisonderwijs');
    expect(within(second).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(third).getByRole('link', { name: 'Naar werk', hidden: true })).toHaveAttribute(
      'href',
      '/werken-en-loopbaan',
    );
  });

  it('pauses while hovered and goes on when the pointer leaves', async () => {
    const user = setup();
    renderAt(<HeaderCarousel slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'Uitgelicht' });
    await user.hover(region);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Eerste dia');
    await user.unhover(region);
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Tweede dia');
  });

  it('pauses while focus is inside and goes on when focus leaves', async () => {
    const user = setup();
    renderAt(
      <>
        <HeaderCarousel slides={SLIDES} />
        <button type="button">Verderop</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toHaveFocus();
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(shownTitle()).toBe('Eerste dia');
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => screen.getByRole('button', { name: 'Verderop' }).focus());
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Tweede dia');
  });

  it('previous and next step through the slides and wrap', async () => {
    const user = setup();
    renderAt(<HeaderCarousel slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Vorige dia' }));
    expect(shownTitle()).toBe('Derde dia');
    await user.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(shownTitle()).toBe('Eerste dia');
    await user.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(shownTitle()).toBe('Tweede dia');
  });

  it('stays put after the stop button, also once the pointer and focus have left', async () => {
    const user = setup();
    renderAt(<HeaderCarousel slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' }));
    await user.unhover(screen.getByRole('region'));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Eerste dia');
    expect(screen.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeInTheDocument();
  });

  it('does not advance by itself for visitors who prefer reduced motion, until they start it', async () => {
    setReducedMotion(true);
    const user = setup();
    renderAt(<HeaderCarousel slides={SLIDES} />);
    advance(CAROUSEL_INTERVAL_MS * 5);
    expect(shownTitle()).toBe('Eerste dia');
    await user.click(screen.getByRole('button', { name: 'Automatisch afspelen starten' }));
    await user.unhover(screen.getByRole('region'));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Tweede dia');
  });

  it('loads the first image at once, sized and preloaded, and the others lazily', () => {
    renderAt(<HeaderCarousel slides={SLIDES} />, { locale: 'ro' });
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('src', '/ro/img/home/a.svg');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width');
    expect(images[0]).toHaveAttribute('height');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // React 19 hoists <link> into the document head; Docusaurus' Head puts it there in the built page.
    const preload = document.querySelector('link[rel="preload"]');
    expect(preload).toHaveAttribute('href', '/ro/img/home/a.svg');
    expect(preload).toHaveAttribute('as', 'image');
  });

  it('has no controls and never rotates with a single slide', () => {
    renderAt(<HeaderCarousel slides={SLIDES.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(shownTitle()).toBe('Eerste dia');
  });
});
