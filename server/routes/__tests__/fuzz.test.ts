import fc from 'fast-check';
import { FORM_TYPES } from '../../../src/domain/forms';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validHelpdeskRequest, validValues } from '../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const HOSTILE_STRINGS = [
  "'; DROP TABLE submissions; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil")',
  '\u0000\u0007\u001b[2J',
  '../../../../etc/passwd',
  '%00',
  '\ud800',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'a'.repeat(6000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A value of another JSON type than `original`, so that the mutation can never pass the schema. */
function wrongTypeFor(original: Json): fc.Arbitrary<Json> {
  const deep = fc.jsonValue({ maxDepth: 4 });
  const object = fc.dictionary(hostileString, deep, { maxKeys: 4 }) as fc.Arbitrary<Json>;
  const array = fc.array(deep, { maxLength: 5 }) as fc.Arbitrary<Json>;
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant(1e308),
    fc.constant(-0),
  );
  if (typeof original === 'string') return fc.oneof(number, fc.boolean(), array, object);
  if (typeof original === 'number') return fc.oneof(hostileString, fc.boolean(), array, object);
  if (typeof original === 'boolean') return fc.oneof(hostileString, number, array, object, fc.constant(null));
  if (original === null) return fc.oneof(number, fc.boolean(), array, object);
  return fc.oneof(hostileString, number, fc.boolean());
}

function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (typeof value === 'object' && value !== null) {
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  }
  return [prefix];
}

function getAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key as string], value);
}

function setAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string, Json>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string, Json>;
  parent[path.at(-1) as string] = replacement;
  return copy;
}

const validBodies: Json[] = [
  ...FORM_TYPES.map((type) => ({ type, ...validValues(type) }) as Json),
  validHelpdeskRequest() as Json,
];

/** A valid form with one value swapped for a wrong-typed, hostile one somewhere in its tree. */
const mutatedForm = fc
  .constantFrom(...validBodies)
  .chain((body) => fc.constantFrom(...paths(body).filter((path) => path.length > 0)).map((path) => ({ body, path })))
  .chain(({ body, path }) => wrongTypeFor(getAt(body, path)).map((value) => setAt(body, path, value)));

/** A valid form with an extra key (strict schemas refuse unknown keys), anywhere an object is. */
const extraKey = fc.constantFrom(...validBodies).chain((body) =>
  fc
    .constantFrom(
      ...paths(body).filter((path) => {
        const node = getAt(body, path);
        return typeof node === 'object' && node !== null && !Array.isArray(node);
      }),
    )
    .chain((path) =>
      fc
        .tuple(
          fc.oneof(hostileString, fc.constantFrom('isAdmin', 'id', 'created_at', 'payload')),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .filter(
          ([key]) =>
            !(key in (getAt(body, path) as object)) && key !== 'website' && key !== 'form_started_at' && key !== '',
        )
        .map(([key, value]) => setAt(body, [...path, key], value as Json)),
    ),
);

const anyJson = fc
  .jsonValue({ maxDepth: 6 })
  .filter(
    (value) => !(typeof value === 'object' && value !== null && !Array.isArray(value) && 'website' in value),
  ) as fc.Arbitrary<Json>;

const deepNesting = fc
  .integer({ min: 100, max: 3000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as Json);

/** Bot-defence fields a person's browser sends, or broken ones (never a filled honeypot or a too-fast form). */
const botFields = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ website: '', form_started_at: Date.now() - 60_000 }) },
  {
    weight: 1,
    arbitrary: fc.record({
      form_started_at: fc.oneof(hostileString, fc.constant(-5), fc.constant(0), fc.double({ min: 0.1, max: 0.9 })),
    }),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);

const payload = fc
  .tuple(
    fc.oneof(mutatedForm, mutatedForm, extraKey, anyJson, deepNesting),
    botFields,
    fc.constantFrom('/api/process-form', '/api/send'),
  )
  .map(([body, bot, url]) => ({
    url,
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...bot } : body,
  }));

describeEachEngine('fuzzing the form endpoints', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: Date.now });
  });
  afterAll(async () => t.close());

  it('refuses thousands of hostile payloads with 4xx, stores nothing and stays up', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payload, async ({ url, body }) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            cookie: `XSRF-TOKEN=${XSRF_TOKEN}`,
            'x-xsrf-token': XSRF_TOKEN,
          },
          payload: JSON.stringify(body),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      }),
      { numRuns: 2000 },
    );
    expect([...statuses.keys()].every((status) => status === 400 || status === 413)).toBe(true);
    expect(await t.submissions()).toBe(0);
    expect(await t.storage.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    expect(await t.storage.db.selectFrom('bot_drops').select('day').execute()).toEqual([]);
    expect((await t.inject({ url: '/healthz' })).statusCode).toBe(200);
    // And a real submission still goes through afterwards.
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
  }, 120_000);
});
