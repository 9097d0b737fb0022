import { useEffect, useState } from 'react';
import { INITIAL_NAV_SCROLL, nextNavScrollState, type NavScrollState } from './scrollState';

/** Follows window scrolling and returns the bar's scroll state. */
export function useNavScroll(isHome: boolean): NavScrollState {
  const [state, setState] = useState<NavScrollState>(INITIAL_NAV_SCROLL);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setState((previous) => {
        const next = nextNavScrollState(previous, window.scrollY, isHome);
        const same =
          next.scrolled === previous.scrolled && next.direction === previous.direction && next.lastY === previous.lastY;
        return same ? previous : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [isHome]);
  return state;
}
