import type { IsoDate } from '@site/src/domain/dates';
import { todayIso } from '@site/src/domain/today';

/**
 * The visitor's time: the browser's clock, read here only (eslint refuses `Date.now()` and
 * `new Date()` elsewhere in the browser's code), so every part of a page reads the same one.
 */
export const visitorNow = (): number => Date.now();

/** The visitor's day in the Netherlands' calendar. */
export const visitorToday = (): IsoDate => todayIso(new Date(visitorNow()));
