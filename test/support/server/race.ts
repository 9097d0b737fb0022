import type { Storage } from '../../../server/storage/database';

/**
 * Where a test holds a request between what it read and what it writes, reached through the store
 * the app is given (production code has no hooks): `write`, before any transaction of the store
 * (a change, a withdrawal, a completion, a sign-up, a claim's decision); `login-reserve`, before a
 * login attempt writes the failure count it read; `totp-write`, before a code's check writes the
 * step it found unused.
 */
export type PausePoint = 'write' | 'login-reserve' | 'totp-write';

export type RacePause = (point: PausePoint) => Promise<void>;

/** The point a write is, by the table it writes; null for every other write. */
function pointOf(method: string, table: unknown): PausePoint | null {
  if (table === 'staff_login_failures' && (method === 'insertInto' || method === 'updateTable')) return 'login-reserve';
  if (table === 'staff_accounts' && method === 'updateTable') return 'totp-write';
  return null;
}

/** A query builder whose execution first awaits `before`, and so is every builder made from it. */
function pausingBuilder<T extends object>(builder: T, before: () => Promise<void>): T {
  return new Proxy(builder, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (typeof key === 'string' && key.startsWith('execute')) {
        return async (...args: unknown[]) => {
          await before();
          return Reflect.apply(value, target, args);
        };
      }
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        return typeof result === 'object' && result !== null && 'execute' in result
          ? pausingBuilder(result, before)
          : result;
      };
    },
  });
}

/**
 * The Kysely handle with a pause before the writes of a pause point: the request has read what it
 * read (its failure count, the account's last used step) and holds no connection while it waits.
 */
function pausingDb(db: Storage['db'], pause: RacePause): Storage['db'] {
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        const point = typeof key === 'string' ? pointOf(key, args[0]) : null;
        return point && typeof result === 'object' && result !== null
          ? pausingBuilder(result, () => pause(point))
          : result;
      };
    },
  });
}

/** The store as the app gets it in a race test: its transactions and its pause points' writes wait for the gate. */
export function pausingStorage(storage: Storage, pause: RacePause): Storage {
  return {
    ...storage,
    db: pausingDb(storage.db, pause),
    write: async (work) => {
      await pause('write');
      return storage.write(work);
    },
  };
}

/**
 * A starting gate for requests: `hold(point, count)` makes the next `count` requests that reach
 * `point` wait there until all of them arrived, then lets them write together. Each has read what it
 * read before any of them wrote, which is exactly the race a conditional write must win once.
 */
export function raceGate() {
  let held: { point: PausePoint; count: number; waiting: (() => void)[] } | null = null;
  let between: { point: PausePoint; work: () => Promise<unknown> } | null = null;
  const pause: RacePause = async (point) => {
    if (between?.point === point) {
      const { work } = between;
      between = null;
      await work();
    }
    const gate = held;
    if (!gate || gate.point !== point) return;
    await new Promise<void>((release) => {
      gate.waiting.push(release);
      if (gate.waiting.length === gate.count) {
        held = null;
        gate.waiting.forEach((go) => go());
      }
    });
  };
  return {
    pause,
    hold(point: PausePoint, count = 2) {
      held = { point, count, waiting: [] };
    },
    /** The next request that reaches `point` waits there until `work` (another request) is done. */
    between(point: PausePoint, work: () => Promise<unknown>) {
      between = { point, work };
    },
  };
}
