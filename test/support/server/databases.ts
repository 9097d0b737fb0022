import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { openStorage, type Engine, type Storage } from '../../../server/storage/database';
import type { DatabaseConfig } from '../../../server/config';

/**
 * Test databases: every server test that touches storage runs once on SQLite and once on
 * PostgreSQL. PostgreSQL comes from DATABASE_URL_TEST, else the local server (trust auth) with a
 * database of our own; each test file works in a fresh schema of its own that is dropped after.
 */
// Storage tests start databases and apps: on a busy two-core machine the first one can take seconds.
if (typeof jest !== 'undefined') jest.setTimeout(30_000);

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/amn_server';
export const PG_URL = process.env.DATABASE_URL_TEST || DEFAULT_PG_URL;

/**
 * Whether PostgreSQL answers (creating our database when the server is there but the database is
 * not). Synchronous, in a child process, because jest collects describe blocks synchronously.
 */
function probePostgres(): boolean {
  const script = `
    const { Client } = require('pg');
    const url = new URL(process.argv[1]);
    const connect = async (target) => {
      const client = new Client({ connectionString: target, connectionTimeoutMillis: 2000 });
      await client.connect();
      return client;
    };
    (async () => {
      try {
        await (await connect(url.href)).end();
      } catch (error) {
        if (error.code !== '3D000' || process.argv[2] === 'external') process.exit(1);
        const admin = await connect(url.href.replace(url.pathname, '/postgres'));
        await admin.query('CREATE DATABASE ' + url.pathname.slice(1));
        await admin.end();
      }
    })().then(() => process.exit(0), () => process.exit(1));
  `;
  const result = spawnSync(
    process.execPath,
    ['-e', script, PG_URL, process.env.DATABASE_URL_TEST ? 'external' : 'local'],
    {
      timeout: 10_000,
      cwd: path.resolve(__dirname, '../../..'),
    },
  );
  return result.status === 0;
}

let pgReachable: boolean | undefined;

export function isPostgresReachable(): boolean {
  pgReachable ??= probePostgres();
  return pgReachable;
}

export type TestDatabase = {
  engine: Engine;
  config: DatabaseConfig;
  pgSchema?: string;
  open(): Promise<Storage>;
  /** Drops everything this test database holds. */
  dispose(): Promise<void>;
};

export function createTestDatabase(engine: Engine): TestDatabase {
  const tag = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-server-test-'));
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'test.sqlite') };
    return {
      engine,
      config,
      open: () => openStorage(config),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const config: DatabaseConfig = { kind: 'postgres', url: PG_URL };
  return {
    engine,
    config,
    pgSchema: tag,
    open: async () => {
      const client = new Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${tag}`);
      await client.end();
      return openStorage(config, { pgSchema: tag });
    },
    dispose: async () => {
      const client = new Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${tag} CASCADE`);
      await client.end();
    },
  };
}

const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** In CI (`CI=true`) every PostgreSQL test must run: an unreachable database fails instead of skipping. */
export const POSTGRES_REQUIRED = process.env.CI === 'true';

/**
 * Runs a describe block once per engine. Outside CI, PostgreSQL is skipped, with a visible message,
 * when it cannot be reached (a developer machine without it); in CI that is a failure.
 */
export function describeEachEngine(name: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    const title = `${name} [${engine}]`;
    if (engine === 'postgres' && !isPostgresReachable()) {
      const problem = `PostgreSQL at ${new URL(PG_URL).host} is unreachable`;
      if (POSTGRES_REQUIRED) {
        describe(title, () => {
          it('reaches PostgreSQL (required with CI=true)', () => {
            throw new Error(`${problem}; set DATABASE_URL_TEST or start the server.`);
          });
        });
        continue;
      }
      console.warn(`${problem}: "${title}" is SKIPPED.`);
      // Skipped because this machine has no PostgreSQL; CI=true turns this into a failure.
      describe.skip(title, () => body(engine));
      continue;
    }
    describe(title, () => body(engine));
  }
}
