/**
 * The staff workspace with 100,000 stored submissions, on SQLite and on PostgreSQL: the list's
 * p95 per filter and search (Kenmerk, name, e-mail, phone, BRIN, town, postcode), per order (its
 * first page, a page deep in it, and with a search), a page deep in the list, and
 * the streamed exports of everything: the scripts' CSV and the helpdesk's .xlsx, read from one snapshot
 * (each one's time, size and the process's memory while it runs).
 * `npm run bench:staff` (PostgreSQL from DATABASE_URL_TEST or the local server; skipped if none).
 */
import { REGISTRATION_STATE } from '../src/domain/registrationStates';
import { HANDLING_STATUSES } from '../src/domain/staff';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { STAFF_LIST_P95_MS } from './budgets';
import { createTestDatabase, isPostgresReachable } from '../test/support/server/databases';
import type { Engine, Storage } from '../server/storage/database';
import { staffColumnsOf } from '../server/submissions/store/search-text';
import type { Json } from '../server/submissions/store/payload';
import { SORTS, decodeCursor, listPage, type ListFilter, type Sort } from '../server/submissions/store/list';
import { exportCsv } from '../server/staff/workspace/export';
import { exportSheet } from '../server/staff/workspace/export-sheet';
import { writeSheetXlsx } from '../server/staff/workspace/xlsx-export';
import { readSnapshot } from '../server/storage/read-snapshot';
import { Writable } from 'node:stream';

const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const RUNS = 40;

const SCHOOLS = ['De Klimop', 'Het Baken', 'De Regenboog', 'Het Kompas', 'De Wegwijzer', 'De Vlinder', 'Sint Jozef'];
const TOWNS = ['Nijmegen', 'Utrecht', 'Zwolle', 'Breda', 'Delft', 'Assen', 'Venlo'];

/** A stored submission as the intake writes it: a registration, a contact form or a newsletter sign-up. */
function submission(index: number, start: number) {
  const kind = index % 10;
  const createdAt = new Date(start + index * 60_000).toISOString();
  const id = crypto.randomBytes(16).toString('base64url');
  const email = `persoon${index}@school${index % 997}.example.nl`;
  let type: string;
  // As stored: part of a form's values, as plain JSON.
  let values: Json;
  if (kind < 4) {
    type = 'doorstroomtoets-registration-2026';
    values = {
      type,
      school: {
        naam: `Basisschool ${SCHOOLS[index % SCHOOLS.length]} ${index}`,
        instellingscode: `${String(index % 100).padStart(2, '0')}${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index >> 5) % 26))}`,
        vestigingscode: '00',
        plaatsnaam: TOWNS[index % TOWNS.length],
        postcode: `${1000 + (index % 9000)} ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index >> 3) % 26))}`,
      },
      products: { Doorstroomtoets: { amount: 10 + (index % 40), device_type: 'Chromebooks', eerstedag: '2026-02-02' } },
      contacts: [
        { first_name: 'Anna', last_name: `Jansen${index}`, email, work_number: `024-${String(3_000_000 + index)}` },
      ],
    };
  } else if (kind < 8) {
    type = 'contact-form';
    values = {
      type,
      first_name: 'Bram',
      last_name: `de Vries${index}`,
      email,
      phone: `06-${String(10_000_000 + index)}`,
      message: 'Een vraag over de toets.',
    };
  } else {
    type = 'newsletter';
    values = { type, first_name: 'Carla', email, PO: true };
  }
  return {
    id,
    type,
    created_at: createdAt,
    payload: JSON.stringify(values),
    payload_hash: crypto.createHash('sha256').update(id).digest('hex'),
    idempotency_key: null,
    registration_mode: kind < 4 ? 'registration' : null,
    registration_round: kind < 4 ? 2026 : null,
    school_brin: kind < 4 ? `B${index}` : null,
    school_rio: null,
    registration_id: null,
    locale: 'nl',
    registration_state: kind < 4 ? (index % 7 === 0 ? REGISTRATION_STATE.changed : REGISTRATION_STATE.received) : null,
    changed_at: null,
    withdrawn_at: null,
    links_sent_at: null,
    handling_status: HANDLING_STATUSES[index % 3],
    ...staffColumnsOf(values),
  };
}

async function fill(storage: Storage) {
  const start = Date.parse('2025-09-01T08:00:00Z');
  for (let from = 0; from < COUNT; from += 500) {
    const rows = Array.from({ length: Math.min(500, COUNT - from) }, (_, offset) => submission(from + offset, start));
    if (from === 40_000 || !someId) someId = rows[0].id;
    await storage.db.transaction().execute(async (trx) => {
      // 500 rows × 22 columns stays under PostgreSQL's 65,535 parameters.
      await trx.insertInto('submissions').values(rows).execute();
      const newsletter = rows.filter((row) => row.type === 'newsletter');
      if (newsletter.length > 0) {
        await trx
          .insertInto('newsletter_subscriptions')
          .values(
            newsletter.map((row) => ({
              id: `subscription-${row.id}`,
              email: (JSON.parse(row.payload) as { email: string }).email,
              state: ['pending', 'confirmed', 'unsubscribed'][row.payload.length % 3] as 'pending',
              state_changed_at: row.created_at,
              topics: '["PO"]',
              locale: 'nl',
              consent_text: 'Ja, ik wil de nieuwsbrief.',
              signed_up_at: row.created_at,
              confirmed_at: null,
              unsubscribed_at: null,
              version: 1,
              last_link_at: null,
              links_day: null,
              links_that_day: 0,
              submission_id: row.id,
            })),
          )
          .onConflict((conflict) => conflict.column('email').doNothing())
          .execute();
      }
    });
  }
  if (storage.engine === 'postgres') await sql`ANALYZE`.execute(storage.db);
}

/** A Kenmerk staff search by: the id of a stored submission (set once the rows are written). */
let someId = '';

const FILTERS: [string, ListFilter][] = [
  ['geen filter', {}],
  ['formulier', { type: 'doorstroomtoets-registration-2026' }],
  ['ronde', { round: 2026 }],
  ['periode (een week)', { from: '2025-10-06', to: '2025-10-12' }],
  ['status', { status: 'afgehandeld' }],
  ['aanmelding', { state: REGISTRATION_STATE.changed }],
  ['toestemming', { consent: 'confirmed' }],
  ['zoeken: school', { q: 'het kompas 7' }],
  ['zoeken: e-mail', { q: 'persoon4242@' }],
  ['zoeken: BRIN en vestiging', { q: '42ec00' }],
  ['zoeken: niets', { q: 'bestaat niet' }],
  ['zoeken: telefoon', { q: '06 10042424' }],
  ['zoeken: plaats', { q: 'zwolle' }],
  ['zoeken: postcode', { q: '5242 AC' }],
];

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

/** The p95 of `runs` calls (ms, one decimal) and how many rows the first call's page had. */
async function timed(runs: number, call: () => Promise<{ items: unknown[] }>) {
  const times: number[] = [];
  let first = 0;
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const page = await call();
    times.push(performance.now() - began);
    if (run === 0) first = page.items.length;
  }
  return { p95: Math.round(p95(times) * 10) / 10, first };
}

/** The cursor after `rows` rows of an order, by walking its pages as the workspace does. */
async function cursorAt(storage: Storage, sort: Sort, rows: number) {
  let cursor = null;
  for (let seen = 0; seen < rows; seen += 50) {
    const page = await listPage(storage.db, {}, cursor, 50, sort);
    cursor = decodeCursor(page.next ?? undefined);
  }
  return cursor;
}

async function measure(engine: Engine) {
  const database = createTestDatabase(engine);
  const storage = await database.open();
  try {
    const filled = performance.now();
    await fill(storage);
    console.log(`${engine}: ${COUNT} submissions stored in ${Math.round(performance.now() - filled)} ms`);
    const rows: { filter: string; p95: number; first: number }[] = [];
    for (const [name, filter] of FILTERS) {
      const times: number[] = [];
      let first = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const began = performance.now();
        const page = await listPage(storage.db, filter, null);
        times.push(performance.now() - began);
        if (run === 0) first = page.items.length;
      }
      rows.push({ filter: name, p95: Math.round(p95(times) * 10) / 10, first });
    }
    const kenmerk = await timed(RUNS, () => listPage(storage.db, { q: someId }, null));
    rows.push({ filter: 'zoeken: Kenmerk', p95: kenmerk.p95, first: kenmerk.first });
    // Every order: its first page, and a page deep in it (the cursor of the 1,000th row).
    for (const sort of SORTS) {
      const first = await timed(RUNS, () => listPage(storage.db, {}, null, undefined, sort));
      rows.push({ filter: `sorteren: ${sort}`, p95: first.p95, first: first.first });
      const deepCursor = await cursorAt(storage, sort, 1000);
      const deepPage = await timed(RUNS, () => listPage(storage.db, {}, deepCursor, undefined, sort));
      rows.push({ filter: `sorteren: ${sort}, pagina 21`, p95: deepPage.p95, first: deepPage.first });
      const searched = await timed(RUNS, () => listPage(storage.db, { q: 'utrecht' }, null, undefined, sort));
      rows.push({ filter: `sorteren: ${sort} + zoeken`, p95: searched.p95, first: searched.first });
    }
    // A page deep in the list (after three months of submissions): keyset paging costs the same as page 1.
    const deep = await listPage(storage.db, {}, { createdAt: '2025-12-01T00:00:00.000Z', id: '~' });
    const deepTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const began = performance.now();
      await listPage(storage.db, {}, { createdAt: '2025-12-01T00:00:00.000Z', id: '~' });
      deepTimes.push(performance.now() - began);
    }
    rows.push({
      filter: 'een pagina diep in de lijst',
      p95: Math.round(p95(deepTimes) * 10) / 10,
      first: deep.items.length,
    });

    console.table(rows.map((row) => ({ filter: row.filter, 'p95 (ms)': row.p95, 'rijen op pagina 1': row.first })));
    const csv = await measureExport(async (count) => {
      for await (const chunk of exportCsv(storage.db, {})) count(Buffer.byteLength(chunk));
    });
    console.log(`${engine}: the scripts' CSV of ${COUNT} submissions: ${csv}`);
    // As the workspace's route does: the sheet's two passes in one read snapshot, the file written as it goes.
    const xlsx = await measureExport((count) =>
      readSnapshot(storage, async (trx) => {
        const out = new Writable({
          write(chunk: Buffer, _encoding, done) {
            count(chunk.length);
            done();
          },
        });
        await writeSheetXlsx(await exportSheet(trx, {}), out);
      }),
    );
    console.log(`${engine}: the helpdesk's .xlsx of ${COUNT} submissions: ${xlsx}`);
    return rows;
  } finally {
    await storage.close();
    await database.dispose();
  }
}

/** One export's time, size and the process's memory while it runs (sampled at every chunk written). */
async function measureExport(run: (count: (bytes: number) => void) => Promise<void>): Promise<string> {
  const memoryBefore = process.memoryUsage().rss;
  let peak = memoryBefore;
  let bytes = 0;
  const began = performance.now();
  await run((chunkBytes) => {
    bytes += chunkBytes;
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  const exportMs = Math.round(performance.now() - began);
  return (
    `${(bytes / 1048576).toFixed(1)} MiB in ${exportMs} ms; ` +
    `process memory ${Math.round(memoryBefore / 1048576)} MiB before, at most ${Math.round(peak / 1048576)} MiB during`
  );
}

async function main() {
  const engines: Engine[] = ['sqlite', ...(isPostgresReachable() ? (['postgres'] as const) : [])];
  let failed = false;
  for (const engine of engines) {
    const rows = await measure(engine);
    for (const row of rows) {
      if (row.p95 > STAFF_LIST_P95_MS) {
        console.error(`${engine}: ${row.filter} p95 ${row.p95} ms is over ${STAFF_LIST_P95_MS} ms`);
        failed = true;
      }
    }
  }
  if (!isPostgresReachable()) console.log('PostgreSQL is not reachable: measured SQLite only.');
  process.exitCode = failed ? 1 : 0;
}

void main();
