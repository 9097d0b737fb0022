import type { PausePoint, RacePause } from '../../../server/http/race-pause';

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
