import { NAVBAR_SCROLL } from '@site/src/domain/constants';

export type NavDirection = 'navup' | 'navdown' | null;

export type NavScrollState = {
  scrolled: boolean;
  direction: NavDirection;
  /** The scroll offset at the last change that counted (over minDelta). */
  lastY: number;
};

export const INITIAL_NAV_SCROLL: NavScrollState = { scrolled: false, direction: null, lastY: 0 };

/**
 * The navigation bar's state after the page scrolled to `y`:
 * "scrolled" from 30px; after a change of more than 50px, scrolling up shows
 * the bar (navup) and scrolling down hides it (navdown), both only beyond the
 * threshold (300px on home, 50px elsewhere); at or above it the bar is plain.
 */
export function nextNavScrollState(previous: NavScrollState, y: number, isHome: boolean): NavScrollState {
  const scrolled = y >= NAVBAR_SCROLL.scrolledFrom;
  const threshold = isHome ? NAVBAR_SCROLL.homeThreshold : NAVBAR_SCROLL.pageThreshold;
  if (y <= threshold) return { scrolled, direction: null, lastY: y };
  if (Math.abs(y - previous.lastY) <= NAVBAR_SCROLL.minDelta) return { ...previous, scrolled };
  return { scrolled, direction: y < previous.lastY ? 'navup' : 'navdown', lastY: y };
}

/** Whether the sub-navigation strip is fixed at scroll offset `y`. */
export function isSubNavFixed(y: number, stripOffset: number, barHidden: boolean): boolean {
  return y > stripOffset + (barHidden ? 0 : NAVBAR_SCROLL.subNavOffset);
}
