import { useEffect, type RefObject } from 'react';
import { parallaxProgress } from './parallax';

/**
 * Writes the scroll-driven parallax progress into the `--parallax` custom
 * property of `target`, so the text moves without re-rendering React.
 * Off when `enabled` is false (reduced motion).
 */
export function useParallax(target: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return undefined;
    const update = () => {
      element.style.setProperty('--parallax', String(parallaxProgress(window.scrollY, element.offsetHeight)));
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      element.style.removeProperty('--parallax');
    };
  }, [target, enabled]);
}
