import { TIMELINE } from '@site/src/domain/constants';

/** The timeline's tabs and the items each one covers (0-1, 2-3, 4-5, 6-7). */
export const TIMELINE_PHASES = [
  { id: 'primair', first: 0, last: 1 },
  { id: 'voortgezet', first: 2, last: 3 },
  { id: 'beroeps', first: 4, last: 5 },
  { id: 'werk', first: 6, last: 7 },
] as const;

export type PhaseId = (typeof TIMELINE_PHASES)[number]['id'];

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Where the track is, in items: 2.5 is halfway between the third and the fourth item. */
export function scrollPosition(scrollLeft: number, width: number): number {
  return width > 0 ? scrollLeft / width : 0;
}

/** The item in view: scroll position divided by the item width, rounded, kept within the items. */
export function activeIndex(scrollLeft: number, width: number, count: number = TIMELINE.items): number {
  if (count <= 0) return 0;
  return clamp(Math.round(scrollPosition(scrollLeft, width)), 0, count - 1);
}

/** The tab an item belongs to. */
export function phaseOfItem(index: number): number {
  const phase = TIMELINE_PHASES.findIndex(({ first, last }) => index >= first && index <= last);
  return phase === -1 ? (index < 0 ? 0 : TIMELINE_PHASES.length - 1) : phase;
}

/** The item a tab scrolls to: its first. */
export function firstItemOfPhase(phase: number): number {
  // clamp keeps the index within the phases, of which there are always some.
  return TIMELINE_PHASES[clamp(phase, 0, TIMELINE_PHASES.length - 1)]!.first;
}

export type Point = { x: number; y: number };

/** The drawing box of the line, in SVG user units. */
export const LINE_BOX = { width: 800, height: 60 } as const;

const SEGMENTS = TIMELINE.linePoints - 1;

/** The line at rest: 9 points from left to right, zigzagging upwards from school to work. */
export const LINE_BASE: readonly Point[] = Array.from({ length: TIMELINE.linePoints }, (_, index) => ({
  x: (index * LINE_BOX.width) / SEGMENTS,
  y: 52 - index * 4.5 - (index % 2) * 10,
}));

/**
 * The drawn line's 9 points for a scroll position (in items): the line is drawn
 * up to the end of the item in view (one segment per item), following the
 * scroll continuously; points not reached yet wait at the line's head.
 */
export function linePoints(position: number): Point[] {
  const drawnTo = clamp(position + 1, 0, SEGMENTS);
  const whole = Math.floor(drawnTo);
  // Both indexes lie in 0..SEGMENTS (clamped above), and LINE_BASE has SEGMENTS + 1 points.
  const from = LINE_BASE[whole]!;
  const to = LINE_BASE[Math.min(whole + 1, SEGMENTS)]!;
  const fraction = drawnTo - whole;
  const head = { x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction };
  return LINE_BASE.map((point, index) => (index <= whole ? { ...point } : { ...head }));
}

/** A polyline's points attribute. */
export function formatPoints(points: readonly Point[]): string {
  return points.map(({ x, y }) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join(' ');
}
