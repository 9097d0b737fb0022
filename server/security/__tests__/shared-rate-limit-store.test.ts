import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../test/support/server/databases';
import type { Storage } from '../../storage/database';
import { sharedRateLimitStore } from '../shared-rate-limit-store';

type Count = { current: number; ttl: number };

function incr(store: { incr(key: string, cb: (e: Error | null, r?: Count) => void, w?: number): void }, key: string) {
  return new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
  );
}

describeEachEngine('the shared rate-limit store', (engine) => {
  let database: TestDatabase;
  let storage: Storage;
  let clock = 1_000_000;
  const now = () => clock;

  beforeAll(async () => {
    database = createTestDatabase(engine);
    storage = await database.open();
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('counts one key across two stores on one database, as two nodes would', async () => {
    const NodeA = sharedRateLimitStore(storage.db, 'api', { now });
    const NodeB = sharedRateLimitStore(storage.db, 'api', { now });
    const [a, b] = [new NodeA({}), new NodeB({})];
    expect((await incr(a, '203.0.113.7')).current).toBe(1);
    expect((await incr(b, '203.0.113.7')).current).toBe(2);
    const third = await incr(a, '203.0.113.7');
    expect(third).toEqual({ current: 3, ttl: 60_000 });
    expect((await incr(b, '198.51.100.1')).current).toBe(1);
  });

  it('starts a window again once it has passed, and tells the time left', async () => {
    const Store = sharedRateLimitStore(storage.db, 'window', { now });
    const store = new Store({});
    await incr(store, 'client');
    clock += 20_000;
    expect(await incr(store, 'client')).toEqual({ current: 2, ttl: 40_000 });
    clock += 40_000;
    expect(await incr(store, 'client')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('counts each scope and route apart', async () => {
    const Api = sharedRateLimitStore(storage.db, 'api2', { now });
    const School = sharedRateLimitStore(storage.db, 'school2', { now });
    const api = new Api({});
    const route = api.child({ routeInfo: { method: 'POST', url: '/api/process-form' } });
    await incr(api, 'c');
    await incr(api, 'c');
    expect((await incr(route, 'c')).current).toBe(1);
    expect((await incr(new School({}), 'c')).current).toBe(1);
  });

  it('counts in memory while the database does not answer, and says so', async () => {
    const broken = createTestDatabase(engine);
    const closed = await broken.open();
    await closed.close();
    const failures: unknown[] = [];
    const Store = sharedRateLimitStore(closed.db, 'api', { now, onFallback: (error) => failures.push(error) });
    const store = new Store({});
    expect((await incr(store, 'client')).current).toBe(1);
    expect((await incr(store, 'client')).current).toBe(2);
    expect(failures).toHaveLength(2);
    await broken.dispose();
  });
});
