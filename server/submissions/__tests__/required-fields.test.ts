/**
 * Required fields on the server: whatever the browser does, a payload that lacks a required field (absent,
 * empty or null) is refused with a Dutch 400 text and nothing is stored, for every form type and mode.
 * The required fields are listed here from the spec, not read from the schemas, so a schema that
 * forgets one fails this test.
 */
import fc from 'fast-check';
import { FORM_TYPES, type FormType } from '../../../src/domain/forms';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

type Path = readonly (string | number)[];

const person = (prefix: Path): Path[] => [
  [...prefix, 'first_name'],
  [...prefix, 'last_name'],
  [...prefix, 'email'],
];
const foundSchool: Path[] = [
  ['school'],
  ['school', 'naam'],
  ['school', 'instellingscode'],
  ['school', 'vestigingscode'],
];
const registrationSchool: Path[] = [
  ['school'],
  ...['naam', 'straatnaam', 'huisnummer', 'postcode', 'plaatsnaam'].map((key) => ['school', key]),
];
const doorstroomtoets = (key: string): Path => ['products', 'Doorstroomtoets', key];
const testDetails: Path[] = [
  ['products'],
  doorstroomtoets('product_id'),
  doorstroomtoets('amount'),
  doorstroomtoets('device_type'),
];

/** The required fields per form type (the contact form's: name, e-mail and message). */
const REQUIRED: Record<Exclude<FormType, `${string}-2027`>, Path[]> = {
  'contact-form': [...person([]), ['message']],
  newsletter: [...person([]), ['akkoord']],
  training: [['training_name'], ['training_date'], ['school_bedrijfsnaam'], ...person([])],
  'aanmeldformulier-po': [
    ...foundSchool,
    ['products'],
    // The valid payload subscribes to these two: their first day and pupil count are then required.
    ...['Proeftoets', 'AansluitingPOVO'].flatMap((key) => [
      ['products', key, 'eerstedag'],
      ['products', key, 'amount'],
    ]),
    ['contacts'],
    ...person(['contacts', 0]),
  ],
  'doorstroomtoets-pre-registration': [...foundSchool, ...testDetails, ['contacts'], ...person(['contacts', 0])],
  'doorstroomtoets-pre-registration-2026': [
    ...registrationSchool,
    ...testDetails,
    ['contacts'],
    ...person(['contacts', 0]),
    ...person(['contacts', 1]),
  ],
  'doorstroomtoets-registration-2026': [
    ...registrationSchool,
    ...testDetails,
    doorstroomtoets('eerstedag'),
    doorstroomtoets('previous_year_amn_doorstroomtoets'),
    // The valid payload answers 'Nee': the data-processor agreement is then required.
    ...['akkoordPersonNaam', 'akkoordPersonFunctie', 'akkoordPersonEmail', 'bestuurPersonEmail'].map(doorstroomtoets),
    ['contacts'],
    ...person(['contacts', 0]),
  ],
};

/**
 * The form types open on the test day (TEST_DAY, in the 2026 round). The 2027 forms are the same
 * forms with other dates; their windows are tested in server/submissions/__tests__/round-windows.test.ts.
 */
const OPEN_TYPES = FORM_TYPES.filter((type): type is keyof typeof REQUIRED => type in REQUIRED);

const REMOVALS = ['absent', 'empty', 'null'] as const;
type Removal = (typeof REMOVALS)[number];

/** What an empty field looks like in JSON: '' for text, [] for a list, {} for an object, null otherwise. */
function emptyLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return [];
  if (typeof value === 'object' && value !== null) return {};
  return null;
}

function without(values: Record<string, unknown>, path: Path, removal: Removal): Record<string, unknown> {
  const copy = structuredClone(values);
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const key = path[path.length - 1];
  if (!(key in parent)) throw new Error(`the valid payload has no ${path.join('.')}`);
  if (removal === 'absent') delete parent[key];
  else parent[key] = removal === 'empty' ? emptyLike(parent[key]) : null;
  return copy;
}

/** Dutch: the server's sentence naming the field ('… (veld school.naam).'), none of valibot's English defaults. */
const DUTCH = /^[A-Z][^()]+ \(veld [\w.[\]]+\)(, en nog \d+ andere fouten?)?\.$/;
const ENGLISH = /Invalid|Expected|Received|required/;

describeEachEngine('every required field is refused when missing', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(OPEN_TYPES)('%s: the valid payload itself is accepted', async (type) => {
    const response = await t.post('/api/process-form', { type, ...validValues(type) });
    expect([200, 307]).toContain(response.statusCode);
  });

  it.each(OPEN_TYPES)('%s: without any one required field: 400, a Dutch text, nothing stored', async (type) => {
    const paths = REQUIRED[type];
    // Every path with every kind of removal runs first; then random picks on fresh payloads.
    const examples = paths.flatMap((path) => REMOVALS.map((removal): [Path, Removal] => [path, removal]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom(...REMOVALS), async (path, removal) => {
        const stored = await t.submissions();
        const queued = t.mailQueued();
        const response = await t.post('/api/process-form', { type, ...without(validValues(type), path, removal) });
        expect(response.statusCode).toBe(400);
        expect(response.body).toMatch(DUTCH);
        expect(response.body).not.toMatch(ENGLISH);
        expect(await t.submissions()).toBe(stored);
        expect(t.mailQueued()).toBe(queued);
      }),
      { examples, numRuns: examples.length + 10 },
    );
  });
});
