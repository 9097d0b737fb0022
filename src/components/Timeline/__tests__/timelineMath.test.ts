import { TIMELINE } from '@site/src/domain/constants';
import {
  activeIndex,
  firstItemOfPhase,
  formatPoints,
  LINE_BASE,
  linePoints,
  phaseOfItem,
  scrollPosition,
  TIMELINE_PHASES,
} from '../timelineMath';

describe('activeIndex', () => {
  it('is the scroll position divided by the item width, rounded', () => {
    expect(activeIndex(0, 1000)).toBe(0);
    expect(activeIndex(499, 1000)).toBe(0);
    expect(activeIndex(500, 1000)).toBe(1);
    expect(activeIndex(6000, 1000)).toBe(6);
    expect(activeIndex(6400, 1000)).toBe(6);
    expect(activeIndex(6600, 1000)).toBe(7);
  });

  it('stays within the items, also while overscrolling or before the track has a width', () => {
    expect(activeIndex(-300, 1000)).toBe(0);
    expect(activeIndex(9000, 1000)).toBe(TIMELINE.items - 1);
    expect(activeIndex(1234, 0)).toBe(0);
    expect(activeIndex(2000, 1000, 2)).toBe(1);
  });

  it('scrollPosition counts in items', () => {
    expect(scrollPosition(2500, 1000)).toBe(2.5);
    expect(scrollPosition(100, 0)).toBe(0);
  });
});

describe('tab mapping', () => {
  it('maps items 0-1, 2-3, 4-5 and 6-7 to the four tabs', () => {
    expect(Array.from({ length: TIMELINE.items }, (_, index) => phaseOfItem(index))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('a tab scrolls to its first item', () => {
    expect([0, 1, 2, 3].map(firstItemOfPhase)).toEqual([0, 2, 4, 6]);
  });

  it('covers every item exactly once', () => {
    const covered = TIMELINE_PHASES.flatMap(({ first, last }) =>
      Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
    );
    expect(covered).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('linePoints', () => {
  it('always has 9 points, left to right', () => {
    for (const position of [-1, 0, 0.3, 3.5, 7, 12]) {
      const points = linePoints(position);
      expect(points).toHaveLength(TIMELINE.linePoints);
      points.slice(1).forEach((point, index) => expect(point.x).toBeGreaterThanOrEqual(points[index].x));
    }
  });

  it('draws one segment per item up to the item in view', () => {
    const atStart = linePoints(0);
    expect(atStart.slice(0, 2)).toEqual(LINE_BASE.slice(0, 2));
    atStart.slice(2).forEach((point) => expect(point).toEqual(LINE_BASE[1]));

    const atWork = linePoints(6);
    expect(atWork.slice(0, 8)).toEqual(LINE_BASE.slice(0, 8));
    expect(atWork[8]).toEqual(LINE_BASE[7]);

    expect(linePoints(7)).toEqual(LINE_BASE);
  });

  it('follows the scroll between items', () => {
    const halfway = linePoints(2.5);
    expect(halfway.slice(0, 4)).toEqual(LINE_BASE.slice(0, 4));
    const head = {
      x: (LINE_BASE[3].x + LINE_BASE[4].x) / 2,
      y: (LINE_BASE[3].y + LINE_BASE[4].y) / 2,
    };
    halfway.slice(4).forEach((point) => {
      expect(point.x).toBeCloseTo(head.x);
      expect(point.y).toBeCloseTo(head.y);
    });
    expect(linePoints(2.6)[4].x).toBeGreaterThan(linePoints(2.5)[4].x);
  });

  it('never draws beyond either end', () => {
    expect(linePoints(-5).every((point) => point.x === LINE_BASE[0].x)).toBe(true);
    expect(linePoints(40)).toEqual(LINE_BASE);
  });

  it('formats as a polyline points attribute', () => {
    expect(
      formatPoints([
        { x: 0, y: 52 },
        { x: 100, y: 37.456 },
      ]),
    ).toBe('0,52 100,37.46');
  });
});
