/**
 * The largest work a body under the limit can ask of the validation: lists of 21,000 empty items
 * (contacts of every form that has them, a helpdesk request's steps) and an object of unknown keys,
 * each as JSON of up to 64 KB. Validation runs on the event loop, so this is how long one such
 * request holds up every other. Prints the first (cold) run, the median and the p95 of the server's
 * validation per payload, with the p95 of JSON.parse beside it (Fastify's, before our code); fails
 * when a validation's p95 CPU time is over LARGE_PAYLOAD_P95_MS.
 * `npm run bench:payloads` (5 rounds of BENCH_RUNS runs, 200 unless set).
 */
import * as v from 'valibot';
import { BODY_LIMIT_BYTES } from '../server/app';
import { FORM_TYPES } from '../src/domain/forms';
import { HELPDESK_REQUEST_DEFINITION } from '../src/domain/forms/definitions';
import { parseSubmission } from '../src/domain/forms/parseSubmission';
import { LARGE_PAYLOAD_P95_MS } from './budgets';
import { runBench } from './lib/run-bench';
import { timed } from './mail-render';
import { validHelpdeskRequest, validValues } from '../test/support/server/payloads';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const EMPTY_ITEMS = Array.from({ length: 21_000 }, () => ({}));

/** The payloads, as the JSON a client sends: every one under the body limit. */
function payloads(): Record<string, { json: string; validate: (input: unknown) => boolean }> {
  const form = (input: unknown) => parseSubmission(input).success;
  const entries: [string, { json: string; validate: (input: unknown) => boolean }][] = FORM_TYPES.filter(
    (type) => 'contacts' in validValues(type),
  ).map((type) => [
    `${type}: 21,000 empty contacts`,
    { json: JSON.stringify({ type, ...validValues(type), contacts: EMPTY_ITEMS }), validate: form },
  ]);
  entries.push([
    'helpdesk request: 21,000 empty steps',
    {
      json: JSON.stringify({ ...validHelpdeskRequest(), steps: EMPTY_ITEMS }),
      validate: (input) => v.safeParse(HELPDESK_REQUEST_DEFINITION.schema, input).success,
    },
  ]);
  const unknownKeys = Object.fromEntries(Array.from({ length: 6000 }, (_, index) => [`k${index}`, 0]));
  entries.push([
    'contact form: 6,000 unknown keys',
    { json: JSON.stringify({ type: 'contact-form', ...unknownKeys }), validate: form },
  ]);
  for (const [name, { json }] of entries) {
    if (json.length >= BODY_LIMIT_BYTES) throw new Error(`${name} is over the body limit: it would never be parsed`);
  }
  return Object.fromEntries(entries);
}

async function main(): Promise<number> {
  const results: Record<string, { KB: number; 'JSON.parse p95': number } & ReturnType<typeof timed>> = {};
  const over: string[] = [];
  for (const [name, { json, validate }] of Object.entries(payloads())) {
    const input: unknown = JSON.parse(json);
    // Refused, every one of them: a payload that passed would measure something else.
    if (validate(input)) throw new Error(`${name} was accepted`);
    // Fastify parses the JSON before any of our code runs: shown beside, outside the budget.
    const parse = timed(() => JSON.parse(json), RUNS);
    const timing = timed(() => validate(input), RUNS);
    results[name] = { KB: Math.round(json.length / 1024), 'JSON.parse p95': parse.p95, ...timing };
    // The CPU time per run is the budget's: on a shared machine the wall time holds other processes' turns.
    if (timing['p95 CPU'] > LARGE_PAYLOAD_P95_MS) over.push(name);
  }
  console.log(`5 rounds of ${RUNS} validations per payload (ms), JSON.parse of the body beside them`);
  console.table(results);
  if (over.length > 0) {
    console.error(`validation p95 CPU over ${LARGE_PAYLOAD_P95_MS} ms: ${over.join('; ')}`);
    return 1;
  }
  return 0;
}

runBench(module, main);
