import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { formatPoints, linePoints } from '../timelineMath';
import Timeline, { type TimelineQuestion } from '..';

const WIDTH = 1000;

const QUESTIONS: TimelineQuestion[] = Array.from({ length: 8 }, (_, index) => ({
  question: `Vraag nummer ${index + 1}?`,
  top: 10 + index,
  left: 20 + index,
  referrals: [{ text: `Antwoord ${index + 1}`, link: `/antwoord-${index + 1}` }],
}));

const scrollCalls: ScrollToOptions[] = [];

/** jsdom has no layout: give the track a width and let scrollTo move it (instantly) and fire the scroll events. */
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    const target = options as ScrollToOptions;
    scrollCalls.push(target);
    this.scrollLeft = target.left ?? 0;
    this.dispatchEvent(new Event('scroll'));
    this.dispatchEvent(new Event('scrollend'));
  } as HTMLElement['scrollTo'];
});

afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

beforeEach(() => {
  scrollCalls.length = 0;
});

function scrollTrackTo(left: number) {
  const track = screen.getByTestId('timeline-track');
  act(() => {
    track.scrollLeft = left;
    track.dispatchEvent(new Event('scroll'));
  });
}

const activeDot = () =>
  screen.getAllByRole('button', { name: /^Vraag \d van 8$/ }).find((dot) => dot.getAttribute('aria-current'));
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Timeline', () => {
  it('shows four tabs, eight question popups with their links, and eight dots', () => {
    renderAt(<Timeline questions={QUESTIONS} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Primair onderwijs',
      'Voortgezet onderwijs',
      'Beroepsonderwijs',
      'Werk',
    ]);
    expect(screen.getAllByRole('group')).toHaveLength(8);
    const third = screen.getByRole('group', { name: 'Vraag nummer 3?' });
    expect(within(third).getByRole('link', { name: 'Antwoord 3' })).toHaveAttribute('href', '/antwoord-3');
    expect(screen.getAllByRole('button', { name: /^Vraag \d van 8$/ })).toHaveLength(8);
    expect(activeDot()).toHaveAccessibleName('Vraag 1 van 8');
    expect(selectedTab()).toHaveTextContent('Primair onderwijs');
  });

  it('puts each popup at its top and left percentage', () => {
    renderAt(<Timeline questions={QUESTIONS} />);
    const popup = screen.getByText('Vraag nummer 5?').parentElement!;
    expect(popup).toHaveStyle({ top: '14%', left: '24%' });
  });

  it('groups the items in tab panels: two per tab', () => {
    renderAt(<Timeline questions={QUESTIONS} />);
    const werk = screen.getByRole('tab', { name: 'Werk' });
    const panel = document.getElementById(werk.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(
      within(panel)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([expect.stringContaining('Vraag nummer 7?'), expect.stringContaining('Vraag nummer 8?')]);
  });

  it('follows the scroll: active dot, selected tab and the drawn line', () => {
    renderAt(<Timeline questions={QUESTIONS} />);
    scrollTrackTo(2 * WIDTH + 400);
    expect(activeDot()).toHaveAccessibleName('Vraag 3 van 8');
    expect(selectedTab()).toHaveTextContent('Voortgezet onderwijs');
    expect(screen.getByTestId('timeline-line')).toHaveAttribute('points', formatPoints(linePoints(2.4)));
    scrollTrackTo(2 * WIDTH + 600);
    expect(activeDot()).toHaveAccessibleName('Vraag 4 van 8');
    scrollTrackTo(7 * WIDTH);
    expect(selectedTab()).toHaveTextContent('Werk');
  });

  it('a tab click scrolls to the first item of its phase', async () => {
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    await user.click(screen.getByRole('tab', { name: 'Werk' }));
    expect(scrollCalls.at(-1)).toMatchObject({ left: 6 * WIDTH });
    expect(activeDot()).toHaveAccessibleName('Vraag 7 van 8');
    expect(screen.getByRole('tab', { name: 'Werk' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Beroepsonderwijs' }));
    expect(scrollCalls.at(-1)).toMatchObject({ left: 4 * WIDTH });
  });

  it('arrows step one item and are disabled at the ends', async () => {
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    const previous = screen.getByRole('button', { name: 'Vorige vraag' });
    const next = screen.getByRole('button', { name: 'Volgende vraag' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(scrollCalls).toHaveLength(0);
    await user.click(next);
    expect(activeDot()).toHaveAccessibleName('Vraag 2 van 8');
    await user.click(next);
    expect(activeDot()).toHaveAccessibleName('Vraag 3 van 8');
    await user.click(previous);
    expect(activeDot()).toHaveAccessibleName('Vraag 2 van 8');
    scrollTrackTo(7 * WIDTH);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('aria-disabled', 'false');
  });

  it('quick repeated arrow clicks count on from where the smooth scroll is heading', async () => {
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    const track = screen.getByTestId('timeline-track');
    // A smooth scroll in progress: the track has not moved yet when the next click comes.
    const targets: number[] = [];
    track.scrollTo = ((options: ScrollToOptions) => targets.push(options.left ?? 0)) as HTMLElement['scrollTo'];
    const next = screen.getByRole('button', { name: 'Volgende vraag' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(targets).toEqual([WIDTH, 2 * WIDTH, 3 * WIDTH]);
    // Once the scroll has settled (here: it never moved), clicks count from the item in view again.
    act(() => {
      track.dispatchEvent(new Event('scrollend'));
    });
    await user.click(next);
    expect(targets.at(-1)).toBe(WIDTH);
  });

  it('a dot click scrolls to its item', async () => {
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Vraag 6 van 8' }));
    expect(scrollCalls.at(-1)).toMatchObject({ left: 5 * WIDTH, behavior: 'smooth' });
    expect(activeDot()).toHaveAccessibleName('Vraag 6 van 8');
    expect(selectedTab()).toHaveTextContent('Beroepsonderwijs');
  });

  it('the tabs are one tab stop; arrow keys, Home and End move between them and scroll', async () => {
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Primair onderwijs' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Voortgezet onderwijs' })).toHaveFocus();
    expect(scrollCalls.at(-1)).toMatchObject({ left: 2 * WIDTH });
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Werk' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Werk');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Primair onderwijs' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Werk' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(scrollCalls.at(-1)).toMatchObject({ left: 0 });
    // Tab leaves the tablist: the next stop is the first popup link, not another tab.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Antwoord 1' })).toHaveFocus();
  });

  it('jumps without smooth scrolling for visitors who prefer reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    const user = userEvent.setup();
    renderAt(<Timeline questions={QUESTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Volgende vraag' }));
    expect(scrollCalls.at(-1)).toMatchObject({ left: WIDTH, behavior: 'auto' });
    delete (window as Partial<Window>).matchMedia;
  });
});
