import { applyHead } from './applyHead';
import { reduceHead } from './reduceHead';
import type { HeadRequest } from './types';

/** A mounted <Head>: its place in render order and what it asks for. */
export type MountedHead = { order: number; request: HeadRequest };

const mounted = new Set<MountedHead>();
let rendered = 0;
let pending = false;

/** The next place in render order: a Head rendered later (deeper, or on a newer page) comes later. */
export const nextOrder = () => rendered++;

/**
 * The head is applied once after the commit that changed a Head (a microtask runs after all of the
 * commit's layout effects), before the browser paints, with every mounted Head in render order.
 */
function scheduleApply() {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    applyHead(reduceHead([...mounted].sort((a, b) => a.order - b.order).map((head) => head.request)));
  });
}

/** Adds a Head's request to the page's head; the returned function takes it back out. */
export function mountHead(head: MountedHead) {
  mounted.add(head);
  scheduleApply();
  return () => {
    mounted.delete(head);
    scheduleApply();
  };
}
