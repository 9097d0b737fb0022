/**
 * Field schemas shared by the form schemas. Every message names the field by its label, so it reads
 * well beside the field and in the server's 400 answer. Messages are in the language of the parse
 * (`{ lang: 'ro' }`, see ./texts), Dutch by default; a label is one Dutch text or one per locale.
 */
import * as v from 'valibot';
import { MIN_PUPILS } from '../constants';
import { formatDutchWithWeekday, formatWindow, isIsoDate, isWeekend, isWithin, type DateWindow } from '../dates';
import type { Localized } from '../locale';
import { meaning } from './field-meaning';
import { fieldMessage, fixedMessage, message, type IssueMessage, type ValueKind } from './texts';

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

/** 'X is verplicht.' when the value is missing, else 'X moet <kind> zijn.' for a wrong type. */
export function typeMessage(label: Localized, kind: ValueKind): IssueMessage {
  return (issue) =>
    fieldMessage(label, (texts, name) =>
      issue.input === undefined || issue.input === null ? texts.required(name) : texts.wrongType(name, kind),
    )(issue);
}

const required = (label: Localized) => fieldMessage(label, (texts, name) => texts.required(name));
const tooLong = (label: Localized, max: number) => fieldMessage(label, (texts, name) => texts.maxLength(name, max));
const notAnEmail = (label: Localized) => fieldMessage(label, (texts, name) => texts.invalidEmail(name));

const isEmail = (value: string) => v.EMAIL_REGEX.test(value);

/** Declares the e-mail format to JSON Schema consumers (the schema-rendered forms); validation is the check above. */
const EMAIL_FORMAT = v.metadata<string, { readonly format: 'email' }>({ format: 'email' });

/** Every address is a person's: erased with them, in their export, searched by staff. */
const AN_ADDRESS = meaning<string>({ personal: 'email', searched: 'text' });
/** Every phone number is a person's, searched by its digits ("06-1234 5678" finds "0612345678"). */
const A_PHONE_NUMBER = meaning<string>({ personal: 'phone', searched: 'digits' });

/** Required text, trimmed, with a minimum (spec: 2 for training and newsletter) and a cap. */
export function requiredText(label: Localized, max: number, min = 1) {
  return v.pipe(
    v.string(typeMessage(label, 'tekst')),
    v.trim(),
    v.nonEmpty(required(label)),
    v.check(
      (text) => text.length === 0 || text.length >= min,
      fieldMessage(label, (texts, name) => texts.minLength(name, min)),
    ),
    v.maxLength(max, tooLong(label, max)),
  );
}

/**
 * A name (of a person, school or organisation) says who, never where to go: it goes into mails to
 * an address nobody verified, so a web address or a line break in it is refused. "J.P. de Vries" passes.
 */
export const hasNoLink = (text: string) => !/:\/\/|www\.|[\r\n\u2028\u2029]/i.test(text);

const noLink = (label: Localized) =>
  v.check<string, IssueMessage>(
    hasNoLink,
    fieldMessage(label, (texts, name) => texts.noLinkInName(name)),
  );

/**
 * Whether a text holds no way to reach anyone: no web address (also without `www.`: `evil.example/x`),
 * no e-mail address, no phone number (7 or more digits starting with 0 or +: `0900-1234`), no line
 * break. A confirmation goes to an address nobody verified, so the fields it repeats must not carry one.
 */
export const hasNoContactDetails = (text: string) =>
  hasNoLink(text) &&
  !text.includes('@') &&
  !/\b[a-z0-9-]{2,}\.[a-z]{2,}(?:\/|\b)/i.test(text.replace(/\b(?:st|str|dr|mr|ir|ds|mgr|pr)\.\s/gi, '')) &&
  !/(?:\+|\b0)[\d\s().-]*/g.exec(text)?.some((match) => (match.match(/\d/g) ?? []).length >= 7);

/** Text a confirmation repeats (a place name, a street, a school name typed by hand): nothing to reach anyone by. */
export const noContactDetails = (label: Localized) =>
  v.check<string, IssueMessage>(
    hasNoContactDetails,
    fieldMessage(label, (texts, name) => texts.noContactDetails(name)),
  );

/** A required name: required text without a web address or line break. */
export function requiredName(label: Localized, max: number, min = 1) {
  return v.pipe(requiredText(label, max, min), noLink(label));
}

/** An optional name: optional text without a web address or line break. */
export function optionalName(label: Localized, max: number) {
  return v.optional(
    v.pipe(v.string(typeMessage(label, 'tekst')), v.trim(), v.maxLength(max, tooLong(label, max)), noLink(label)),
  );
}

/** Optional text: may be absent or empty. */
export function optionalText(label: Localized, max: number) {
  return v.optional(v.pipe(v.string(typeMessage(label, 'tekst')), v.trim(), v.maxLength(max, tooLong(label, max))));
}

/** Text that may be null (unknown in the source data); absent becomes null. */
export function nullableText(label: Localized, max: number) {
  return v.nullish(
    v.pipe(v.string(typeMessage(label, 'tekst')), v.trim(), v.maxLength(max, tooLong(label, max))),
    null,
  );
}

/** Required e-mail address, checked with the standard address pattern. */
export function requiredEmail(label: Localized = 'E-mail') {
  return v.pipe(
    v.string(typeMessage(label, 'tekst')),
    v.trim(),
    v.nonEmpty(required(label)),
    v.maxLength(LIMITS.email, tooLong(label, LIMITS.email)),
    v.check((text) => text.length === 0 || isEmail(text), notAnEmail(label)),
    EMAIL_FORMAT,
    AN_ADDRESS,
  );
}

/** E-mail that may be absent or empty, but must be valid when given. */
export function optionalEmail(label: Localized = 'E-mail') {
  return v.optional(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(LIMITS.email, tooLong(label, LIMITS.email)),
      v.check((text) => text === '' || isEmail(text), notAnEmail(label)),
      EMAIL_FORMAT,
      AN_ADDRESS,
    ),
  );
}

/** Optional phone number: digits with the usual separators, optionally starting with +. */
export function optionalPhone(label: Localized) {
  return v.optional(
    v.pipe(
      v.string(typeMessage(label, 'tekst')),
      v.trim(),
      v.maxLength(LIMITS.phone, tooLong(label, LIMITS.phone)),
      v.regex(
        /^(?:|\+?\d[\d ()./-]{5,})$/,
        fieldMessage(label, (texts, name) => texts.invalidPhone(name)),
      ),
      A_PHONE_NUMBER,
    ),
  );
}

export function booleanField<const D extends boolean>(label: Localized, fallback: D) {
  return v.optional(v.boolean(fieldMessage(label, (texts, name) => texts.yesOrNo(name))), fallback);
}

/** One of a list; `requiredMessage` for the missing value, a generic one for anything not in the list. */
export function choice<const T extends readonly string[]>(label: Localized, options: T, requiredMessage?: Localized) {
  const missing = requiredMessage === undefined ? required(label) : fixedMessage(requiredMessage);
  const invalid = fieldMessage(label, (texts, name) => texts.invalidChoice(name));
  return v.picklist(options, (issue) =>
    issue.input === undefined || issue.input === null ? missing(issue) : invalid(issue),
  );
}

/** Pupil count: a whole number from 1 to our cap. */
export function pupilCount(label: Localized) {
  return v.pipe(
    v.number(typeMessage(label, 'een getal')),
    v.integer(fieldMessage(label, (texts, name) => texts.wholeNumber(name))),
    v.minValue(
      MIN_PUPILS,
      fieldMessage(label, (texts, name) => texts.minValue(name, MIN_PUPILS)),
    ),
    v.maxValue(
      LIMITS.maxPupils,
      fieldMessage(label, (texts, name) => texts.maxValue(name, LIMITS.maxPupils)),
    ),
  );
}

/** What is wrong with a first day, or null when it is a real date inside the window and a weekday. */
export function firstDayProblem(label: string, date: string | undefined, window: DateWindow): string | null {
  if (date === undefined || date === '') return `${label} is verplicht.`;
  if (!isIsoDate(date)) return `${label} moet een datum zijn (jjjj-mm-dd).`;
  if (!isWithin(date, window)) return `${label} moet liggen ${formatWindow(window)}.`;
  if (isWeekend(date)) return weekendProblem(label, date);
  return null;
}

/** Schools do not test at weekends: a first day on a Saturday or Sunday is refused, naming the day. */
export function weekendProblem(label: string, date: string): string {
  return `${label}: ${formatDutchWithWeekday(date)} valt in het weekend. Scholen nemen in het weekend geen toetsen af; kies een werkdag.`;
}

/** A first day that must lie inside its window, on a weekday. */
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

/** A text, or a message function of the parse's language. */
type ListMessage = string | ((issue: v.BaseIssue<unknown>) => string);
const say = (text: ListMessage, issue: v.BaseIssue<unknown>) => (typeof text === 'function' ? text(issue) : text);

/**
 * A list refused on its length before any item is looked at: valibot's `array` validates every item
 * before a `maxLength` after it runs, and 20,000 empty items fit in a 64 KB body. `tooMany` for a
 * list over `max`, `notAList` for anything else; the input type stays the list's own.
 */
export function lengthFirst<const S extends v.GenericSchema<unknown[]>>(
  list: S,
  max: number,
  messages: { tooMany: ListMessage; notAList: ListMessage },
) {
  return v.pipe(
    v.custom<v.InferInput<S>>(
      (input) => Array.isArray(input) && input.length <= max,
      (issue) => say(Array.isArray(issue.input) ? messages.tooMany : messages.notAList, issue),
    ),
    list,
  );
}

/**
 * A strict object (unknown keys rejected) whose messages are in the parse's language: a missing key gets
 * the message its own schema gives for `undefined` ('Voornaam is verplicht.'), an unknown key names the
 * key, and anything that is not an object gets `typeMessageText` (e.g. 'Selecteer uw school').
 */
export function strictObject<const E extends v.ObjectEntries>(entries: E, typeMessageText: Localized) {
  const notAnObject = fixedMessage(typeMessageText);
  // A missing key's message is its schema's answer to `undefined`: worked out once per key and
  // language, not once per object (a list of thousands of empty objects would parse each key each time).
  const missing = new Map<string, string>();
  const missingMessage = (key: string, entry: v.ObjectEntries[string], issue: v.BaseIssue<unknown>) => {
    const cacheKey = `${issue.lang ?? ''}\u0000${key}`;
    let text = missing.get(cacheKey);
    if (text === undefined) {
      const result = v.safeParse(entry, undefined, { lang: issue.lang });
      text = result.success ? message((texts) => texts.required(key))(issue) : result.issues[0].message;
      missing.set(cacheKey, text);
    }
    return text;
  };
  return v.strictObject(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected === 'never') return message((texts) => texts.unknownField(String(issue.input)))(issue);
    if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(entries, key)) {
      const entry = entries[key];
      if (entry !== undefined) return missingMessage(key, entry, issue);
    }
    return notAnObject(issue);
  });
}
