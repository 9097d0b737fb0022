import type { DateWindow } from '@site/src/domain/dates';
import type { ProductState } from '@site/src/domain/rounds';

/**
 * The round facts of a slide whose subtitle depends on a product's registration round, filled in by
 * plugins/home-content from the current round: a subtitle per state, with its dates written out, and
 * the windows the browser computes the state from on the day of the visit.
 */
export type SlideRound = {
  readonly window: DateWindow;
  readonly registrationWindow?: DateWindow;
  readonly subtitles: Record<ProductState, string>;
};

/** One slide of the home page's header carousel; the field names editors write in the home content file. */
export type Slide = {
  /** Path under static/, e.g. /img/home/slide-doorstroomtoets.svg. */
  image: string;
  image_alt: string;
  title: string;
  subtitle?: string;
  /** The link button shows only when this is given. */
  link_text?: string;
  link_url?: string;
  /** Filled by the plugin from the slide's `round` field; its subtitle for the state replaces `subtitle`. */
  round?: SlideRound;
};
