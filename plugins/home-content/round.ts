import { formatDate } from '../../src/components/LongDate/formatDate';
import {
  currentRound,
  PRODUCT_STATES,
  registrationWindowOf,
  type ProductState,
  type RegistrationRound,
} from '../../src/domain/rounds';
import type { Slide } from '../../src/components/HeaderCarousel/types';
import type { SlideSource } from './types';

/**
 * A slide with its `round` field filled from the current round at build time: each state's subtitle
 * with the year and dates written out in the locale's long format, and the windows the browser needs
 * to pick the state on the day of the visit. A slide without `round` stays as it is.
 */
export function fillSlideRound(slide: SlideSource, locale: string, round: RegistrationRound = currentRound()): Slide {
  const { round: source, ...rest } = slide;
  if (!source) return rest;
  const product = round.products[source.product];
  const registration = registrationWindowOf(product);
  const long = (date: string) => formatDate(date, locale === 'ro' ? 'ro-RO' : 'nl-NL');
  const values: Record<string, string> = {
    year: String(round.year),
    from: long(product.window.from),
    to: long(product.window.to),
    opens: long(registration.from ?? product.window.from),
    until: long(registration.to),
    changesUntil: long(product.changesUntil ?? registration.to),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  return {
    ...rest,
    round: {
      window: product.window,
      ...(product.registrationWindow ? { registrationWindow: product.registrationWindow } : {}),
      subtitles: Object.fromEntries(PRODUCT_STATES.map((state) => [state, fill(source[state])])) as Record<
        ProductState,
        string
      >,
    },
  };
}
