import { SLIDE_PARALLAX_CAP } from '@site/src/domain/constants';
import { parallaxProgress } from '../parallax';
import { nextIndex, previousIndex } from '../rotation';

describe('parallaxProgress', () => {
  it('follows the scroll offset relative to the carousel height', () => {
    expect(parallaxProgress(0, 500)).toBe(0);
    expect(parallaxProgress(250, 500)).toBe(0.5);
    expect(parallaxProgress(500, 500)).toBe(1);
  });

  it('is capped at 150 % of scroll and never negative', () => {
    expect(parallaxProgress(750, 500)).toBe(SLIDE_PARALLAX_CAP);
    expect(parallaxProgress(5000, 500)).toBe(1.5);
    expect(parallaxProgress(-40, 500)).toBe(0);
    expect(parallaxProgress(100, 0)).toBe(0);
  });
});

describe('rotation', () => {
  it('wraps in both directions', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });
});
