import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TcpProxy } from '../../../test/support/tcp-proxy';
import { buildApp } from '../../app';
import { loadConfig, type DatabaseConfig } from '../../config';
import { SchoolIndex } from '../../schools';
import { openStorage, type Storage } from '../../storage/database';
import { signingKeys } from '../../security/signing-keys';
import { MIGRATIONS } from '../../storage/migrations';
import {
  createTestDatabase,
  describeEachEngine,
  PG_URL,
  type TestDatabase,
} from '../../../test/support/server/databases';
import { createFixtureBuild } from '../../../test/support/server/fixture-build';

/**
 * Readiness: the store answers, its migrations are current, the build is there, and the node is not
 * shutting down. The store is reached through a relay the test can stop, so "the database is gone"
 * is real for the app (connections cut and refused) on both engines' terms: PostgreSQL behind the
 * relay; SQLite, which has no server, by closing its file handle.
 */
describeEachEngine('/readyz', (engine) => {
  const build = createFixtureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-readyz-'));
  let database: TestDatabase;
  let proxy: TcpProxy | null = null;
  let storage: Storage;
  let app: FastifyInstance;

  const open = async (buildDir = build.dir) => {
    let config: DatabaseConfig = database.config;
    if (engine === 'postgres') {
      const target = new URL(PG_URL);
      proxy = await new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }).start();
      target.host = `127.0.0.1:${proxy.port}`;
      config = { kind: 'postgres', url: target.href };
    }
    storage = await openStorage(config, { pgSchema: database.pgSchema });
    const serverConfig = { ...loadConfig({ DATA_DIR: dataDir }), buildDir, rateLimitScale: 0 };
    app = await buildApp(serverConfig, {
      storage,
      schools: SchoolIndex.empty(),
      signingKey: signingKeys(Buffer.alloc(32, 1)),
    });
    await app.ready();
  };

  beforeEach(async () => {
    database = createTestDatabase(engine);
    await (await database.open()).close();
  });
  afterEach(async () => {
    await app.close();
    await storage.close().catch(() => undefined);
    await proxy?.stop();
    proxy = null;
    await database.dispose();
  });
  afterAll(() => {
    build.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const readyz = async () => {
    const response = await app.inject({ url: '/readyz' });
    return { status: response.statusCode, body: response.json<{ ok: boolean; reasons?: string[] }>() };
  };

  it('is ready with the store up, migrations current and the build present; not cached', async () => {
    await open();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the store does not answer, and ready again when it is back', async () => {
    await open();
    if (engine === 'postgres') {
      await proxy!.stop();
      expect(await readyz()).toEqual({ status: 503, body: { ok: false, reasons: ['storage does not answer'] } });
      await proxy!.start();
      expect(await readyz()).toEqual({ status: 200, body: { ok: true } });
    } else {
      await storage.close();
      expect(await readyz()).toEqual({ status: 503, body: { ok: false, reasons: ['storage does not answer'] } });
    }
    // Liveness stays: the process itself is fine.
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
  });

  it('is not ready when a migration of this code has not run on the store', async () => {
    await open();
    const newest = Object.keys(MIGRATIONS).at(-1)!;
    await sql`delete from kysely_migration where name = ${newest}`.execute(storage.db);
    expect(await readyz()).toEqual({
      status: 503,
      body: { ok: false, reasons: [`migrations not applied: ${newest}`] },
    });
  });

  it('is not ready without a site build', async () => {
    await open(path.join(dataDir, 'no-build'));
    expect(await readyz()).toEqual({ status: 503, body: { ok: false, reasons: ['no site build'] } });
  });

  it('turns 503 at once when the node starts draining, while it still serves requests', async () => {
    await open();
    expect((await readyz()).status).toBe(200);
    app.startDraining();
    expect(await readyz()).toEqual({ status: 503, body: { ok: false, reasons: ['shutting down'] } });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
