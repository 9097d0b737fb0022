/**
 * Reading what the store keeps as text, in one place: a submission's payload by its form type's own
 * valibot schema, a version's changes and a subscription's topics by theirs. A payload that no
 * longer parses (its form changed since, or its type is gone) is reported with its issues, never
 * cast: who reads it decides what to show.
 */
import * as v from 'valibot';
import type { StoredChange } from '../../../src/domain/changes';
import {
  HELPDESK_REQUEST_DEFINITION,
  HELPDESK_REQUEST_TYPE,
  isStoredType,
  parseSubmission,
  type StoredType,
  type StoredValues,
} from '../../../src/domain/forms';
import { summarize } from '../../../src/domain/forms/issues';
import { roundOf, todayIso } from '../../../src/domain/rounds';
import { isRecord } from '../../../src/domain/values';
import { roundOfSubmission } from './round-of-submission';

/** JSON text as stored; undefined for text that is not JSON. The only JSON.parse of stored text. */
export function readJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const jsonSchema: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.number(), v.string(), v.array(jsonSchema), v.record(v.string(), jsonSchema)]),
);

/**
 * Stored text as plain JSON, whatever its form: for what must reach every payload however old (a
 * person's export, an erasure). Null for text that is not JSON.
 */
export function decodeJson(text: string): Json {
  const result = v.safeParse(jsonSchema, readJson(text));
  return result.success ? result.output : null;
}

/**
 * A value made from stored values (a pre-registration with a colleague's contacts added) as the
 * plain JSON the store writes of it: exactly what JSON.stringify gives, read back.
 */
export const asJson = (value: object): Json => decodeJson(JSON.stringify(value));

/**
 * A stored payload: its values as its form's schema reads them (typed, narrowed on `type`), or why it
 * cannot be read. The rule for a payload its form no longer reads: it has no form values past this
 * point, only its JSON; a staff page shows it as unreadable with its issues (or, retired, as stored).
 */
export type Payload =
  | { ok: true; type: StoredType; values: StoredValues }
  /**
   * `json`: what is stored, as plain JSON (for what any payload holds: its people, its erasure);
   * `retired`: its form type is gone from the code (a round an editor removed), so nothing checks it.
   */
  | { ok: false; retired: boolean; issues: string[]; json: Json };

/** The columns a payload is decoded from: its type, its round (or the day that decides it). */
export type PayloadRow = {
  type: string;
  payload: string;
  registration_round?: number | string | null;
  created_at: string;
};

/** Shown where a stored payload cannot be read. */
export const UNREADABLE = 'kan niet gelezen worden';

const issueLines = (issues: readonly { path: string; message: string }[]) =>
  issues.map((issue) => `${issue.path || '(payload)'}: ${issue.message}`);

const failed = (issues: string[], json: unknown, retired = false): Payload => {
  const read = v.safeParse(jsonSchema, json);
  return { ok: false, retired, issues, json: read.success ? read.output : null };
};

/** Runs the form type's schema (its round's, for a form with rounds) over a stored payload. */
export function decodePayload(row: PayloadRow): Payload {
  const json = readJson(row.payload);
  if (!isRecord(json)) return failed(['the payload is not an object'], json);
  if (!isStoredType(row.type)) return failed([`form type ${row.type} is not known`], json, true);
  if (row.type === HELPDESK_REQUEST_TYPE) {
    const { type: _type, ...fields } = json;
    const result = v.safeParse(HELPDESK_REQUEST_DEFINITION.schema, fields);
    return result.success
      ? { ok: true, type: row.type, values: { type: row.type, ...result.output } }
      : failed(issueLines(summarize(result.issues)), json);
  }
  const year =
    row.registration_round === null || row.registration_round === undefined ? null : Number(row.registration_round);
  const round =
    (year === null ? undefined : roundOf(year)) ?? roundOfSubmission(row.type, todayIso(new Date(row.created_at)));
  const result = parseSubmission({ ...json, type: row.type }, undefined, round);
  return result.success
    ? { ok: true, type: row.type, values: { ...result.output } }
    : failed(issueLines(result.issues), json);
}

/**
 * What a row holds: its form's values, or (erased, of a retired round, no longer read by its form)
 * plain JSON. For what reads any row: its people, its search text, its title.
 */
export type RowValues = StoredValues | Json;

/** A row's values as fields each read is checked for: what reads any row, a form's or plain JSON. */
export const rowFields = (values: RowValues): Readonly<Record<string, unknown>> => (isRecord(values) ? values : {});

/** What a payload holds for whoever reads people from it: its values, or what is stored. */
export const storedValues = (payload: Payload): RowValues => (payload.ok ? payload.values : payload.json);

/**
 * What a payload shows: its values; for a retired form type what it stored, as it is; null when its
 * form no longer reads it (shown as UNREADABLE, with its issues).
 */
export const shownValues = (payload: Payload): StoredValues | { [key: string]: Json } | null => {
  if (payload.ok) return payload.values;
  return payload.retired && isRecord(payload.json) ? payload.json : null;
};

/** A row's values that are an object: its form's, or plain JSON (erased, retired, unreadable). */
export type RowObject = StoredValues | { [key: string]: Json };

/** A payload's values as an object; empty when what is stored is none. */
export const valuesOrEmpty = (payload: Payload): RowObject => {
  const values = storedValues(payload);
  return isRecord(values) ? values : {};
};

const changeSchema = v.object({
  label: v.string(),
  before: v.string(),
  after: v.string(),
  contact: v.optional(v.string()),
});

/** A version's stored changes; none for text that is not a list of them. */
export function decodeChanges(text: string): StoredChange[] {
  const result = v.safeParse(v.array(changeSchema), readJson(text));
  return result.success ? result.output : [];
}

/** A subscription's stored topic keys; none for text that is not a list of them. */
export function decodeTopics(text: string): string[] {
  const result = v.safeParse(v.array(v.string()), readJson(text));
  return result.success ? result.output : [];
}
