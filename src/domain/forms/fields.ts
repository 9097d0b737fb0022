/**
 * Field schemas shared by the form schemas. Every message is Dutch and names the field by its label,
 * so it reads well beside the field and in the server's 400 answer.
 */
import * as v from 'valibot';
import { MIN_PUPILS } from '../constants';
import { formatWindow, isIsoDate, isWithin, type DateWindow } from '../dates';

/** Our length caps (the spec gives none): generous for real input, small enough to refuse junk. */
export const LIMITS = {
  name: 100,
  tussenvoegsel: 20,
  email: 254,
  phone: 20,
  text: 150,
  message: 5000,
  schoolName: 200,
  street: 150,
  houseNumber: 20,
  postcode: 12,
  city: 100,
  country: 60,
  rioId: 64,
  contacts: 20,
  steps: 20,
  maxPupils: 1000,
} as const;

type Message = (issue: v.BaseIssue<unknown>) => string;

/** 'X is verplicht.' when the value is missing, else 'X moet <kind> zijn.' for a wrong type. */
export function typeMessage(label: string, kind: string): Message {
  return (issue) =>
    issue.input === undefined || issue.input === null ? `${label} is verplicht.` : `${label} moet ${kind} zijn.`;
}

const isEmail = (value: string) => v.EMAIL_REGEX.test(value);

/** Declares the e-mail format to JSON Schema consumers (the schema-rendered forms); validation is the check above. */
const EMAIL_FORMAT = v.metadata<string, { readonly format: 'email' }>({ format: 'email' });

/** Required text, trimmed, with a minimum (spec: 2 for training and newsletter) and a cap. */
export function requiredText(label: string, max: number, min = 1) {
  return v.pipe(
    v.string(typeMessage(label, 'tekst')),
    v.trim(),
    v.nonEmpty(`${label} is verplicht.`),
    v.check((text) => text.length === 0 || text.length >= min, `${label} moet minimaal ${min} tekens lang zijn.`),
    v.maxLength(max, `${label} mag maximaal ${max} tekens lang zijn.`),
  );
}

/** Optional text: may be absent or empty. */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(max, `${label} mag maximaal ${max} tekens lang zijn.`),
    ),
  );
}

/** Text that may be null (unknown in the source data); absent becomes null. */
export function nullableText(label: string, max: number) {
  return v.nullish(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(max, `${label} mag maximaal ${max} tekens lang zijn.`),
    ),
    null,
  );
}

/** Required e-mail address, checked with the standard address pattern (spec §5). */
export function requiredEmail(label = 'E-mail') {
  return v.pipe(
    v.string(typeMessage(label, 'tekst')),
    v.trim(),
    v.nonEmpty(`${label} is verplicht.`),
    v.maxLength(LIMITS.email, `${label} mag maximaal ${LIMITS.email} tekens lang zijn.`),
    v.check((text) => text.length === 0 || isEmail(text), `${label} is geen geldig e-mailadres.`),
    EMAIL_FORMAT,
  );
}

/** E-mail that may be absent or empty, but must be valid when given. */
export function optionalEmail(label = 'E-mail') {
  return v.optional(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(LIMITS.email, `${label} mag maximaal ${LIMITS.email} tekens lang zijn.`),
      v.check((text) => text === '' || isEmail(text), `${label} is geen geldig e-mailadres.`),
      EMAIL_FORMAT,
    ),
  );
}

/** Optional phone number: digits with the usual separators, optionally starting with +. */
export function optionalPhone(label: string) {
  return v.optional(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(LIMITS.phone, `${label} mag maximaal ${LIMITS.phone} tekens lang zijn.`),
      v.regex(/^(?:|\+?\d[\d ()./-]{5,})$/, `${label} is geen geldig telefoonnummer.`),
    ),
  );
}

export function booleanField<const D extends boolean>(label: string, fallback: D) {
  return v.optional(v.boolean(`${label} moet ja of nee zijn.`), fallback);
}

/** One of a list; `requiredMessage` for the missing value, a generic one for anything not in the list. */
export function choice<const T extends readonly string[]>(label: string, options: T, requiredMessage?: string) {
  return v.picklist(options, (issue) =>
    issue.input === undefined || issue.input === null
      ? (requiredMessage ?? `${label} is verplicht.`)
      : `Kies een geldige waarde bij ${label}.`,
  );
}

/** Pupil count: a whole number from 1 (spec §9) to our cap. */
export function pupilCount(label: string) {
  return v.pipe(
    v.number(typeMessage(label, 'een getal')),
    v.integer(`${label} moet een heel getal zijn.`),
    v.minValue(MIN_PUPILS, `${label} moet minimaal ${MIN_PUPILS} zijn.`),
    v.maxValue(LIMITS.maxPupils, `${label} mag maximaal ${LIMITS.maxPupils} zijn.`),
  );
}

/** What is wrong with a first day, or null when it is a real date inside the window. */
export function firstDayProblem(label: string, date: string | undefined, window: DateWindow): string | null {
  if (date === undefined || date === '') return `${label} is verplicht.`;
  if (!isIsoDate(date)) return `${label} moet een datum zijn (jjjj-mm-dd).`;
  if (!isWithin(date, window)) return `${label} moet liggen ${formatWindow(window)}.`;
  return null;
}

/** A first day that must lie inside its window. */
export function firstDay(label: string, window: DateWindow) {
  return v.pipe(
    v.string(typeMessage(label, 'een datum')),
    v.maxLength(10, `${label} moet een datum zijn (jjjj-mm-dd).`),
    v.check(
      (date) => firstDayProblem(label, date, window) === null,
      (issue) => firstDayProblem(label, issue.input, window) ?? '',
    ),
  );
}

/** A date kept as text until a rule decides whether it is needed (e.g. only for subscribed products). */
export function optionalDateText(label: string) {
  return v.optional(
    v.pipe(v.string(typeMessage(label, 'een datum')), v.maxLength(10, `${label} moet een datum zijn (jjjj-mm-dd).`)),
  );
}

/**
 * A strict object (unknown keys rejected) whose messages are Dutch: a missing key gets the message its
 * own schema gives for `undefined` ('Voornaam is verplicht.'), an unknown key names the key, and anything
 * that is not an object gets `typeMessageText` (e.g. 'Selecteer jouw school').
 */
export function strictObject<const E extends v.ObjectEntries>(entries: E, typeMessageText: string) {
  return v.strictObject(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected === 'never') return `Onbekend veld "${String(issue.input)}".`;
    if (typeof key === 'string' && key in entries) {
      const result = v.safeParse(entries[key], undefined);
      return result.success ? `${key} is verplicht.` : result.issues[0].message;
    }
    return typeMessageText;
  });
}
