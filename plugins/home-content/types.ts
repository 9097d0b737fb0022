import type { Slide } from '../../src/components/HeaderCarousel/types';
import type { Highlight } from '../../src/components/HighlightTiles';
import type { TimelineQuestion } from '../../src/components/Timeline/types';

/** What one locale's home content file holds, and what the home page receives as its `content` prop. */
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
