import type { Slide } from '../../src/components/HeaderCarousel/types';
import type { ProductKey } from '../../src/domain/rounds';
import type { Highlight } from '../../src/components/HighlightTiles';
import type { TimelineQuestion } from '../../src/components/Timeline/types';

/**
 * A slide's `round` field in the content file: the product whose round it speaks of and a subtitle for
 * each state, in which {year}, {from}, {to} (its first-day window), {opens}, {until} (when registration
 * opens and closes) and {changesUntil} are filled in.
 */
export type SlideRoundSource = {
  product: ProductKey;
  upcoming: string;
  open: string;
  closed: string;
  over: string;
};

export type SlideSource = Omit<Slide, 'round'> & { round?: SlideRoundSource };

/** What one locale's home content file holds. */
export type HomeContentSource = Omit<HomeContent, 'slides'> & { slides: SlideSource[] };

/** What the home page receives as its `content` prop: the file, with the round fields filled in. */
export type HomeContent = {
  slides: Slide[];
  highlights: Highlight[];
  timeline: TimelineQuestion[];
};

export type HomeContentOptions = {
  /** Folder with one `<locale>.json` per locale, relative to the site. */
  path: string;
  /** The component that renders the home route. */
  component: string;
};
