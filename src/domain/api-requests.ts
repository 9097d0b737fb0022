/**
 * What the browser sends the API, as valibot schemas: the server validates each request with its
 * schema (server/http/valibot-provider.ts) and the browser builds it by the type the schema gives
 * (re-exported as types by ./api, so pages that only need a path load no valibot).
 */
import * as v from 'valibot';
import { REGISTRATION_MODES } from './forms/formDefinition';

/** Valibot's `object` also takes an array, which no request means: a plain object first. */
const plainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'Expected an object',
);

/** A JSON object of these entries; unknown keys are dropped. */
export const jsonObject = <const E extends v.ObjectEntries>(entries: E) => v.pipe(plainObject, v.object(entries));

/** As `jsonObject`, keeping the keys it does not name (a form's values beside a version). */
export const looseJsonObject = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(plainObject, v.looseObject(entries));

/** An integer in a query string: its digits, given once, read as a number. */
export const queryInteger = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));

/** A school's code as the registers spell it (BRIN, branch, RIO ids). */
const SCHOOL_CODE = v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9._-]*$/));

/** GET /api/schoolAlreadyRegistered: the RIO ids when known, else BRIN and branch number. */
export const schoolAlreadyRegisteredQuery = v.object({
  onderwijsaanbiederid: v.optional(SCHOOL_CODE),
  onderwijsbestuurid: v.optional(SCHOOL_CODE),
  onderwijslocatiecode: v.optional(SCHOOL_CODE),
  instellingscode: v.optional(SCHOOL_CODE),
  vestigingscode: v.optional(SCHOOL_CODE),
  mode: v.picklist(REGISTRATION_MODES),
  /** The asking form's type (its round counts); or the round's year. Neither: the current round. */
  type: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[a-z0-9-]*$/))),
  round: v.optional(queryInteger(2000, 2999)),
});
export type SchoolAlreadyRegisteredQuery = v.InferOutput<typeof schoolAlreadyRegisteredQuery>;

/** POST /api/registration/links: send the personal links again, by registration or by school (one of both). */
export const registrationLinksRequest = v.union([
  jsonObject({ registrationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)), school: v.optional(v.never()) }),
  jsonObject({
    school: jsonObject({
      instellingscode: v.optional(SCHOOL_CODE),
      vestigingscode: v.optional(SCHOOL_CODE),
      onderwijsaanbiederid: v.optional(SCHOOL_CODE),
      onderwijslocatiecode: v.optional(SCHOOL_CODE),
    }),
    registrationId: v.optional(v.never()),
  }),
]);
export type RegistrationLinksRequest = v.InferOutput<typeof registrationLinksRequest>;

/** A claimant's words: each trimmed, within its length. */
const claimText = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/**
 * POST /api/claims: "Is dit niet van uw school? Vraag de aanmelding over": the school as the form
 * chose it, the asking form's type (its round and kind of registration) and who asks.
 */
export const claimRequest = jsonObject({
  school: jsonObject({
    instellingscode: v.optional(SCHOOL_CODE),
    vestigingscode: v.optional(SCHOOL_CODE),
    onderwijsaanbiederid: v.optional(SCHOOL_CODE),
    onderwijslocatiecode: v.optional(SCHOOL_CODE),
  }),
  type: v.pipe(v.string(), v.maxLength(64), v.regex(/^[a-z0-9-]+$/)),
  claimant: jsonObject({
    first_name: claimText(1, 100),
    last_name: claimText(1, 100),
    email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
    phone: claimText(0, 30),
    message: claimText(0, 2000),
  }),
});
export type ClaimRequest = v.InferOutput<typeof claimRequest>;
