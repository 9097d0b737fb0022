import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { BOT_FIELDS, XSRF } from '../../../src/domain/constants';
import { buildApp, type AppOptions } from '../../../server/app';
import { loadConfig, type DatabaseConfig, type ServerConfig } from '../../../server/config';
import { SchoolIndex } from '../../../server/schools';
import type { Engine, Storage } from '../../../server/storage/database';
import { createTestDatabase, type TestDatabase } from './databases';
import { pausingStorage, type RacePause } from './race';
import { offsetForDay } from '../../../server/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/storage/schema';

/** How many submissions are stored. */
export async function countSubmissions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const XSRF_TOKEN = 'x'.repeat(43);
export const ORIGIN = 'http://localhost:3000';

/**
 * The day server tests run on unless they set their own clock: the 2026 round is open then (its
 * Doorstroomtoets registration, the Proeftoets from tomorrow), so the 2026 payloads are taken.
 */
export const TEST_DAY = '2025-10-15';

/** A clock on `day` (at the real time of day, running on) that a test can move to another day. */
export function dayClock(day: string = TEST_DAY) {
  let offset = offsetForDay(day);
  return {
    now: () => Date.now() + offset,
    setDay(next: string) {
      offset = offsetForDay(next);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** The app's clock (TEST_DAY unless the test passed its own `now`). */
  now: () => number;
  storage: Storage;
  config: ServerConfig;
  /** Where the test's store really is (a SQLite file of its own, or a PostgreSQL schema). */
  database: DatabaseConfig;
  /** How often the app said mails were queued (the worker's wake-up call). */
  mailQueued: () => number;
  /** POST JSON the way the browser forms do: same origin, XSRF cookie and header, bot fields. */
  post(
    url: string,
    body: unknown,
    /** `from`: the client's address (default 127.0.0.1). */
    options?: { headers?: Record<string, string>; bot?: boolean; from?: string },
  ): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  submissions(): Promise<number>;
  close(): Promise<void>;
};

/**
 * A form's values plus the bot-defence fields a person's browser adds (opened a minute ago), by
 * default on TEST_DAY's clock, the day the test apps run on.
 */
export function asPerson(values: Record<string, unknown>, now = dayClock().now()): Record<string, unknown> {
  return { ...values, [BOT_FIELDS.honeypot]: '', [BOT_FIELDS.startedAt]: now - 60_000 };
}

export async function startTestApp(
  engine: Engine,
  overrides: Partial<ServerConfig> = {},
  /**
   * `racePause`: the app's store passes it before each transaction and after the reads a race test holds (./race.ts).
   * `database`: a test database of the caller's (a restart: another app on the same store), left to the caller to dispose.
   */
  {
    racePause,
    database: given,
    ...options
  }: Partial<AppOptions> & { racePause?: RacePause; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = given ?? createTestDatabase(engine);
  const storage = await database.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-app-'));
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN, HELPDESK_EMAIL: 'helpdesk@amn.example.nl' }),
    buildDir: path.join(dataDir, 'no-build'),
    rateLimitScale: 0,
    ...overrides,
  };
  let queued = 0;
  const now = options.now ?? dayClock().now;
  const app = await buildApp(config, {
    storage: racePause ? pausingStorage(storage, racePause) : storage,
    onMailQueued: () => (queued += 1),
    awaitPrecompression: true,
    schools: SchoolIndex.empty(),
    ...options,
    now,
  });
  await app.ready();
  const inject = (injectOptions: InjectOptions) => app.inject(injectOptions);
  return {
    app,
    now,
    storage,
    config,
    database: database.config,
    mailQueued: () => queued,
    inject,
    post: (url, body, { headers = {}, bot = true, from } = {}) =>
      inject({
        method: 'POST',
        url,
        ...(from ? { remoteAddress: from } : {}),
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
          [XSRF.header.toLowerCase()]: XSRF_TOKEN,
          ...headers,
        },
        payload: JSON.stringify(
          bot && typeof body === 'object' && body !== null && !Array.isArray(body)
            ? asPerson(body as Record<string, unknown>, now())
            : body,
        ),
      }),
    submissions: () => countSubmissions(storage.db),
    close: async () => {
      await app.close();
      await storage.close();
      if (!given) await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
