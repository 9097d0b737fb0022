import { missedTargets, withTable, type Measure } from '../side-by-side';

const blank: Measure = {
  performance: 70,
  tbtMs: 1000,
  lcpMs: 2500,
  cls: 0,
  scriptKiB: 150,
  mainThreadMs: 3000,
  bootupMs: 1500,
};

describe('missedTargets', () => {
  it('finds every target met by a page that is 8 points better, lighter and earlier', () => {
    expect(missedTargets({ ...blank, performance: 78, tbtMs: 500, scriptKiB: 105, lcpMs: 2500 }, blank)).toEqual([]);
  });

  it('names each target a page misses', () => {
    expect(
      missedTargets({ ...blank, performance: 77, tbtMs: 501, scriptKiB: 106, lcpMs: 2501, cls: 0.01 }, blank),
    ).toEqual(['performance not 8+ above', 'TBT over 0.5×', 'script over 0.7×', 'LCP later', 'CLS over 0']);
  });

  it('counts a metric Lighthouse could not give as missed', () => {
    expect(missedTargets({ ...blank, performance: 90, tbtMs: Number.NaN, scriptKiB: 10, lcpMs: 1000 }, blank)).toEqual([
      'TBT over 0.5×',
    ]);
  });
});

describe('withTable', () => {
  const readme = '# Benchmarks\n\nintro\n<!-- side-by-side:start -->\nold table\n<!-- side-by-side:end -->\n\nrest\n';

  it('replaces only what lies between the markers', () => {
    expect(withTable(readme, 'new table')).toBe(
      '# Benchmarks\n\nintro\n<!-- side-by-side:start -->\nnew table\n<!-- side-by-side:end -->\n\nrest\n',
    );
  });

  it('refuses a README without the markers', () => {
    expect(() => withTable('# Benchmarks\n', 'table')).toThrow('markers');
  });
});
