import round2026 from '../../../src/domain/rounds/2026';
import round2027 from '../../../src/domain/rounds/2027';
import { problemsOf, roundPages, staleRoundWarning } from '..';

describe('the registration-rounds plugin', () => {
  it('stops the build on a round with a date that is not real or a reversed window, naming the file', () => {
    const broken = {
      ...round2027,
      products: {
        ...round2027.products,
        Proeftoets: { ...round2027.products.Proeftoets, window: { from: '2027-01-15', to: '2026-11-02' } },
        Doorstroomtoets: { ...round2027.products.Doorstroomtoets, changesUntil: '2027-13-01' },
      },
    };
    expect(problemsOf([round2026, broken])).toEqual([
      'src/domain/rounds/2027.ts: products.Proeftoets.window ends (2026-11-02) before it starts (2027-01-15)',
      "src/domain/rounds/2027.ts: products.Doorstroomtoets.changesUntil '2027-13-01' is not a real date (yyyy-mm-dd)",
    ]);
    expect(problemsOf([round2026, round2026])).toEqual(['round 2026 is listed twice in src/domain/rounds/index.ts']);
  });

  it('warns, without failing, when every window of the newest round lies in the past', () => {
    expect(staleRoundWarning([round2026], '2026-05-29')).toBeNull();
    expect(staleRoundWarning([round2026], '2026-05-30')).toMatch(/newest round \(2026\) lies in the past/);
    expect(staleRoundWarning([round2026, round2027], '2026-11-24')).toBeNull();
  });

  it("makes each round's two pages with the build day for their static text", () => {
    expect(roundPages([round2026], '2026-11-24')).toEqual([
      {
        path: '/formulier/doorstroomtoets-2026/vooraanmelding',
        props: { year: 2026, mode: 'pre', buildDay: '2026-11-24' },
      },
      {
        path: '/formulier/doorstroomtoets-2026/aanmelding',
        props: { year: 2026, mode: 'final', buildDay: '2026-11-24' },
      },
    ]);
  });
});
