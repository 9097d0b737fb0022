import { SLIDE_PARALLAX_CAP } from '@site/src/domain/constants';

/**
 * How far the slide text has moved, as a fraction of its own height: the page's
 * scroll offset relative to the carousel height, capped at 150 %.
 */
export function parallaxProgress(scrollY: number, carouselHeight: number): number {
  if (carouselHeight <= 0 || scrollY <= 0) return 0;
  return Math.min(scrollY / carouselHeight, SLIDE_PARALLAX_CAP);
}
