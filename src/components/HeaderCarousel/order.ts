import type { IsoDate } from '@site/src/domain/dates';
import { productState } from '@site/src/domain/rounds/state';
import type { Slide } from './types';

/**
 * How early a slide shows on `day`: first a slide whose product takes registrations now (what a
 * school can do today), then the slides without a round and those of a round still to open, last
 * those whose registration has closed or whose round is over.
 */
function rank(slide: Slide, day: IsoDate): number {
  if (!slide.round) return 1;
  switch (productState(slide.round, day)) {
    case 'open':
      return 0;
    case 'upcoming':
      return 1;
    default:
      return 2;
  }
}

/** The slides in the order they show on `day`; slides of the same rank keep the content file's order. */
export function slidesInOrder(slides: readonly Slide[], day: IsoDate): Slide[] {
  return slides
    .map((slide, position) => ({ slide, position, rank: rank(slide, day) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ slide }) => slide);
}
