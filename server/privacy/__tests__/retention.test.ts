import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { SchoolIndex } from '../../schools';
import { createTestDatabase, describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { ADMIN_TOKEN, asPerson, ORIGIN, XSRF_TOKEN } from '../../../test/support/server/test-app';
import type { Storage } from '../../storage/database';

/**
 * The retention sweeps of two nodes on one store, on a clock the test moves: one node sweeps per
 * day, an unconfirmed sign-up goes with its submission after 30 days, nothing is deleted twice.
 */
const DAY = 24 * 60 * 60 * 1000;

describeEachEngine('retention sweeps of two nodes', (engine) => {
  const database = createTestDatabase(engine);
  const storages: Storage[] = [];
  const apps: FastifyInstance[] = [];
  let dataDir: string;
  let now = new Date();
  const logged: object[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-retention-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN, HELPDESK_EMAIL: 'helpdesk@amn.example.nl' }),
      buildDir: path.join(dataDir, 'no-build'),
      rateLimitScale: 0,
    };
    for (let node = 0; node < 2; node += 1) {
      const storage = await database.open();
      storages.push(storage);
      const app = await buildApp(config, {
        storage,
        schools: SchoolIndex.empty(),
        awaitPrecompression: true,
        now: () => now.getTime(),
      });
      await app.ready();
      // The sweep's log lines, read back: counts only.
      const info = app.retention['options'].logger.info.bind(app.retention['options'].logger);
      app.retention['options'].logger.info = (object: object, message: string) => {
        if (message === 'retention sweep') logged.push(object);
        info(object, message);
      };
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const storage of storages) await storage.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const sweepBoth = () => Promise.all(apps.map((app) => app.retention.runDue()));
  const count = async (table: 'submissions' | 'newsletter_subscriptions' | 'outbox' | 'submission_emails') =>
    (await storages[0].db.selectFrom(table).selectAll().execute()).length;

  it('sweeps once a day on one node, and takes an unconfirmed sign-up away after 30 days', async () => {
    const response = await apps[0].inject({
      method: 'POST',
      url: '/api/process-form',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(
        asPerson({ type: 'newsletter', ...validValues('newsletter'), email: 'nooit@bevestigd.nl' }, Date.now()),
      ),
    });
    expect(response.statusCode).toBeLessThan(400);
    expect(await count('newsletter_subscriptions')).toBe(1);
    expect(await count('submissions')).toBe(1);
    expect(await count('outbox')).toBeGreaterThan(0);

    // At start, both nodes at once: one sweeps, and nothing is old enough yet.
    const first = await sweepBoth();
    expect(first.filter((counts) => counts !== null)).toEqual([
      { sessions: 0, loginAttempts: 0, unconfirmedSignUps: 0, submissions: 0, mails: 0, heldMails: 0 },
    ]);
    expect(await count('submissions')).toBe(1);

    // 29 days on: not yet.
    now = new Date(Date.now() + 29 * DAY);
    expect((await sweepBoth()).filter((counts) => counts !== null)).toHaveLength(1);
    expect(await count('submissions')).toBe(1);

    // 31 days on: one node takes the sign-up away, with its submission and mails; the other has nothing to do.
    now = new Date(Date.now() + 31 * DAY);
    const swept = (await sweepBoth()).filter((counts) => counts !== null);
    expect(swept).toHaveLength(1);
    expect(swept[0]).toMatchObject({ unconfirmedSignUps: 1 });
    expect(swept[0]!.mails).toBeGreaterThan(0);
    for (const table of ['newsletter_subscriptions', 'submissions', 'outbox', 'submission_emails'] as const) {
      expect(await count(table)).toBe(0);
    }

    // The same day again: not due on either node.
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await sweepBoth()).toEqual([null, null]);
    // The next day: one sweep, nothing left to delete.
    now = new Date(now.getTime() + DAY);
    expect((await sweepBoth()).filter((counts) => counts !== null)).toEqual([
      { sessions: 0, loginAttempts: 0, unconfirmedSignUps: 0, submissions: 0, mails: 0, heldMails: 0 },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/nooit|bevestigd/);
    expect(logged).toHaveLength(4);
  });
});
