import { INITIAL_NAV_SCROLL, isSubNavFixed, nextNavScrollState, type NavScrollState } from '../scrollState';

function scrollThrough(positions: number[], isHome: boolean): NavScrollState {
  return positions.reduce((state, y) => nextNavScrollState(state, y, isHome), INITIAL_NAV_SCROLL);
}

describe('nextNavScrollState', () => {
  it('is "scrolled" from 30px down', () => {
    expect(scrollThrough([29], false).scrolled).toBe(false);
    expect(scrollThrough([30], false).scrolled).toBe(true);
  });

  it('hides the bar (navdown) when scrolling down more than 50px beyond 50px on a page', () => {
    expect(scrollThrough([120], false).direction).toBe('navdown');
    expect(scrollThrough([45], false).direction).toBeNull();
  });

  it('shows the bar (navup) when scrolling up more than 50px', () => {
    expect(scrollThrough([400, 340], false).direction).toBe('navup');
  });

  it('ignores changes of 50px or less', () => {
    expect(scrollThrough([400, 350], false).direction).toBe('navdown');
    expect(scrollThrough([400, 350, 349], false).direction).toBe('navup');
  });

  it('measures small steps from the last change that counted', () => {
    const state = scrollThrough([400, 420, 440, 460], false);
    expect(state.lastY).toBe(460);
    expect(scrollThrough([400, 380, 360, 340], false).direction).toBe('navup');
  });

  it('on the home page reacts only beyond 300px', () => {
    expect(scrollThrough([250], true).direction).toBeNull();
    expect(scrollThrough([250], false).direction).toBe('navdown');
    expect(scrollThrough([600, 380], true).direction).toBe('navup');
    expect(scrollThrough([600, 250], true).direction).toBeNull();
  });

  it('returns to the plain bar at the top', () => {
    expect(scrollThrough([500, 0], false)).toEqual({ scrolled: false, direction: null, lastY: 0 });
  });
});

describe('isSubNavFixed', () => {
  it('fixes the strip past its offset plus 100 while the bar is visible', () => {
    expect(isSubNavFixed(600, 500, false)).toBe(false);
    expect(isSubNavFixed(601, 500, false)).toBe(true);
  });

  it('fixes it right past its offset while the bar is hidden', () => {
    expect(isSubNavFixed(501, 500, true)).toBe(true);
    expect(isSubNavFixed(500, 500, true)).toBe(false);
  });
});
