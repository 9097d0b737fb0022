import { useEffect, type RefObject } from 'react';

/** The CSS variable the page's scroll padding and bottom room read (custom.css). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * While the banner is shown, the page keeps its height free at the bottom: the document gets that
 * much scroll padding (focus and anchors scroll above it) and room after the footer, and a field
 * that takes focus behind the banner anyway is scrolled up above it.
 */
export function useKeepFocusInSight(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + 16 });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [banner, shown]);
}
