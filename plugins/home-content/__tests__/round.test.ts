import { fillSlideRound } from '../round';
import round2026 from '../../../src/domain/rounds/2026';
import round2027 from '../../../src/domain/rounds/2027';

const slide = {
  image: '/img/home/a.svg',
  image_alt: 'Alt',
  title: 'Titel',
  subtitle: 'Zonder ronde',
  round: {
    product: 'Doorstroomtoets' as const,
    upcoming: 'Aanmelden voor {year} kan vanaf {opens}.',
    open: 'Meld uw school nu aan: de eerste afnamedag ligt tussen {from} en {to}.',
    closed: 'Aanmelden kon tot en met {until}; wijzigen tot en met {changesUntil}.',
    over: 'De Doorstroomtoets {year} is afgerond.',
  },
};

describe('fillSlideRound', () => {
  it("writes the round's year and dates into each state's subtitle, and keeps the windows", () => {
    const filled = fillSlideRound(slide, 'nl', round2027);
    expect(filled.round?.subtitles).toEqual({
      upcoming: 'Aanmelden voor 2027 kan vanaf 1 oktober 2026.',
      open: 'Meld uw school nu aan: de eerste afnamedag ligt tussen 25 januari 2027 en 12 februari 2027.',
      closed: 'Aanmelden kon tot en met 15 november 2026; wijzigen tot en met 11 januari 2027.',
      over: 'De Doorstroomtoets 2027 is afgerond.',
    });
    expect(filled.round?.window).toEqual({ from: '2027-01-25', to: '2027-02-12' });
    expect(filled.round?.registrationWindow).toEqual({ from: '2026-10-01', to: '2026-11-15' });
  });

  it('a product without a registration window is open until the day before its first-day window ends', () => {
    const filled = fillSlideRound({ ...slide, round: { ...slide.round, product: 'Proeftoets' } }, 'nl', round2026);
    expect(filled.round?.registrationWindow).toBeUndefined();
    expect(filled.round?.subtitles.closed).toBe(
      'Aanmelden kon tot en met 15 januari 2026; wijzigen tot en met 15 januari 2026.',
    );
  });

  it('leaves a slide without a round as it is', () => {
    const { round: _round, ...plain } = slide;
    expect(fillSlideRound(plain, 'nl', round2026)).toEqual(plain);
  });
});
