import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { sharedRateLimitStore, type SharedStoreOptions } from '../shared-rate-limit-store';

type Count = { current: number; ttl: number };
type Store = { incr(key: string, cb: (e: Error | null, r?: Count) => void, w?: number, max?: number): void };

/** One request of `key`, as @fastify/rate-limit counts it (a minute's window, a limit of `max`). */
function incr(store: Store, key: string, max = 1000) {
  return new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max),
  );
}

describeEachEngine('the shared rate-limit store', (engine) => {
  let database: TestDatabase;
  let storage: Storage;
  let clock = 1_000_000;
  const now = () => clock;
  const made: { close(): Promise<void> }[] = [];
  /** A node's store; reconciled only when the test says (the timer's period is far off). */
  function node(scope: string, options: Partial<SharedStoreOptions> = {}, db = storage.db) {
    const Store = sharedRateLimitStore(db, scope, { now, reconcileEveryMs: 3_600_000, ...options });
    made.push(Store);
    return Store;
  }
  async function tableCount(key: string): Promise<number | undefined> {
    const row = await storage.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst();
    return row === undefined ? undefined : Number(row.count);
  }

  beforeAll(async () => {
    database = createTestDatabase(engine);
    storage = await database.open();
  });
  afterEach(async () => {
    await Promise.all(made.splice(0).map((store) => store.close()));
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('answers each request from memory and writes its hits to the table in one batch', async () => {
    const Node = node('batch');
    const store = new Node({});
    for (let hit = 1; hit <= 10; hit += 1) expect((await incr(store, 'client')).current).toBe(hit);
    await incr(store, 'other');
    // Nothing was written per request.
    expect(await tableCount('batch:client')).toBeUndefined();
    await Node.reconcile();
    expect(await tableCount('batch:client')).toBe(10);
    expect(await tableCount('batch:other')).toBe(1);
  });

  it('reconciles on its own, soon after the hits', async () => {
    const Node = node('soon', { reconcileEveryMs: 20 });
    await incr(new Node({}), 'client');
    const deadline = Date.now() + 5000;
    while ((await tableCount('soon:client')) === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await tableCount('soon:client')).toBe(1);
  });

  it('counts one key across two stores on one database, as two nodes would', async () => {
    const [NodeA, NodeB] = [node('api'), node('api')];
    const [a, b] = [new NodeA({}), new NodeB({})];
    await incr(a, '203.0.113.7');
    await incr(a, '203.0.113.7');
    await incr(a, '203.0.113.7');
    await incr(b, '203.0.113.7');
    await incr(b, '203.0.113.7');
    await NodeA.reconcile();
    await NodeB.reconcile();
    // B has read A's hits with its own; A answers from what it last read until it reconciles again.
    expect(await incr(b, '203.0.113.7')).toEqual({ current: 6, ttl: 60_000 });
    expect((await incr(a, '203.0.113.7')).current).toBe(4);
    await NodeA.reconcile();
    await NodeB.reconcile();
    expect(await tableCount('api:203.0.113.7')).toBe(7);
    expect((await incr(b, '203.0.113.7')).current).toBe(8);
    expect((await incr(b, '198.51.100.1')).current).toBe(1);
  });

  it('takes the window another node started over its own guess', async () => {
    const [NodeA, NodeB] = [node('later'), node('later')];
    await incr(new NodeA({}), 'client');
    await NodeA.reconcile();
    clock += 5_000;
    const b = new NodeB({});
    // B guesses a window from its own first hit; the table holds A's, five seconds older.
    expect(await incr(b, 'client')).toEqual({ current: 1, ttl: 60_000 });
    await NodeB.reconcile();
    expect(await incr(b, 'client')).toEqual({ current: 3, ttl: 55_000 });
  });

  it('lets two nodes together stop a client near the limit: over it by at most one period of the other node', async () => {
    const max = 20;
    const perPeriod = 3;
    const [NodeA, NodeB] = [node('near'), node('near')];
    const [a, b] = [new NodeA({}), new NodeB({})];
    let admitted = 0;
    // Each period both nodes take a few hits of one client, then reconcile (as every 250 ms).
    for (let period = 0; period < 10; period += 1) {
      for (let hit = 0; hit < perPeriod; hit += 1) {
        if ((await incr(a, 'client', max)).current <= max) admitted += 1;
        if ((await incr(b, 'client', max)).current <= max) admitted += 1;
      }
      await NodeA.reconcile();
      await NodeB.reconcile();
    }
    expect(admitted).toBeGreaterThanOrEqual(max);
    expect(admitted).toBeLessThanOrEqual(max + perPeriod);
    // Each node alone would have let 2 × 20 through.
    expect(await tableCount('near:client')).toBe(60);
  });

  it('counts through the table near the limit: two nodes taking turns meet it exactly', async () => {
    const max = 20;
    const [NodeA, NodeB] = [node('turns'), node('turns')];
    const [a, b] = [new NodeA({}), new NodeB({})];
    const answers: number[] = [];
    for (let hit = 0; hit < 40; hit += 1) answers.push((await incr(hit % 2 === 0 ? a : b, 'client', max)).current);
    expect(answers.filter((current) => current <= max)).toHaveLength(max);
    expect(answers.slice(max).every((current) => current > max)).toBe(true);
  });

  it('refuses over the limit from memory, without a round trip', async () => {
    const max = 4;
    const Node = node('over');
    const store = new Node({});
    for (let hit = 1; hit <= max; hit += 1) await incr(store, 'client', max);
    expect((await incr(store, 'client', max)).current).toBe(max + 1);
    const written = await tableCount('over:client');
    expect((await incr(store, 'client', max)).current).toBe(max + 2);
    expect((await incr(store, 'client', max)).current).toBe(max + 3);
    expect(await tableCount('over:client')).toBe(written);
    await Node.reconcile();
    expect(await tableCount('over:client')).toBe(max + 3);
  });

  it('starts a window again once it has passed, and tells the time left', async () => {
    const Node = node('window');
    const store = new Node({});
    await incr(store, 'client');
    await Node.reconcile();
    clock += 20_000;
    expect(await incr(store, 'client')).toEqual({ current: 2, ttl: 40_000 });
    await Node.reconcile();
    clock += 40_000;
    expect(await incr(store, 'client')).toEqual({ current: 1, ttl: 60_000 });
    await Node.reconcile();
    expect(await tableCount('window:client')).toBe(1);
  });

  it('counts each scope and route apart', async () => {
    const [Api, School] = [node('api2'), node('school2')];
    const api = new Api({});
    const route = api.child({ routeInfo: { method: 'POST', url: '/api/process-form' } });
    await incr(api, 'c');
    await incr(api, 'c');
    expect((await incr(route, 'c')).current).toBe(1);
    expect((await incr(new School({}), 'c')).current).toBe(1);
    await Promise.all([Api.reconcile(), School.reconcile()]);
    expect(await tableCount('api2:c')).toBe(2);
    expect(await tableCount('api2:POST/api/process-form:c')).toBe(1);
  });

  it('counts in memory while the database does not answer, says so, and keeps the hits to send', async () => {
    const broken = createTestDatabase(engine);
    const closed = await broken.open();
    await closed.close();
    const failures: unknown[] = [];
    const Node = node('api', { onFallback: (error) => failures.push(error) }, closed.db);
    const store = new Node({});
    expect((await incr(store, 'client')).current).toBe(1);
    await Node.reconcile();
    expect(failures).toHaveLength(1);
    expect((await incr(store, 'client')).current).toBe(2);
    await Node.reconcile();
    expect(failures).toHaveLength(2);
    await broken.dispose();
  });
});
