/**
 * When a training still takes sign-ups. Every participant gets the programme a week before the
 * training (the offer page and the confirmation promise it), so a sign-up must come in by then: the
 * page's list, its sign-up links, the form's earliest date and the server's check all ask this file.
 */
import { addDays, formatDutchLong, isIsoDate, type IsoDate } from '../dates';
import type { Locale } from '../locale';

/** How many days before a training its programme is sent, and its sign-up closes. */
export const PROGRAMME_LEAD_DAYS = 7;

/** The last day to sign up for a training on `date`: the day its programme goes out. */
export const lastSignUpDay = (date: IsoDate): IsoDate => addDays(date, -PROGRAMME_LEAD_DAYS);

/** The earliest training day a sign-up on `today` can still be for. */
export const earliestSignUpDate = (today: IsoDate): IsoDate => addDays(today, PROGRAMME_LEAD_DAYS);

/** Whether a training on `date` still takes sign-ups on `today`. */
export const isSignUpOpen = (date: IsoDate, today: IsoDate): boolean => today <= lastSignUpDay(date);

const romanianDay = (date: IsoDate) => date.split('-').reverse().join('.');

/**
 * Why a sign-up on `today` for a training on `value` is refused, or null. Only a day in the
 * calendar's form is checked: a prefilled free text (a custom training's date) is the trainer's.
 */
export function signUpClosedProblem(value: unknown, today: IsoDate, locale: Locale = 'nl'): string | null {
  if (typeof value !== 'string' || !isIsoDate(value) || isSignUpOpen(value, today)) return null;
  const earliest = earliestSignUpDate(today);
  return locale === 'ro'
    ? `Alegeți o dată începând cu ${romanianDay(earliest)}. Vă trimitem programul cu o săptămână înainte de curs, așa că pentru o dată mai apropiată nu vă mai puteți înscrie.`
    : `Kies een datum vanaf ${formatDutchLong(earliest)}. U ontvangt het programma een week voor de training; voor een eerdere datum kunt u zich daarom niet meer aanmelden.`;
}
