import { fillSlideRound } from '../round';
import type { RegistrationRound } from '../../../src/domain/rounds';
import round2026 from '../../../src/domain/rounds/2026';

const slide = {
  image: '/img/home/a.svg',
  image_alt: 'Alt',
  title: 'Titel',
  subtitle: 'Zonder ronde',
  round: {
    product: 'Doorstroomtoets' as const,
    upcoming: 'Aanmelden voor {year} kan vanaf {opens}.',
    open: 'Meld uw school nu aan: de eerste afnamedag ligt tussen {from} en {to}.',
    closed: 'De Doorstroomtoets {year} is afgerond.',
  },
};

describe('fillSlideRound', () => {
  it('writes the round year and first-day window into each state subtitle, and keeps the windows', () => {
    const filled = fillSlideRound(slide, 'nl', round2026);
    expect(filled.round?.subtitles).toEqual({
      upcoming: 'Aanmelden voor 2026 kan vanaf 26 januari 2026.',
      open: 'Meld uw school nu aan: de eerste afnamedag ligt tussen 26 januari 2026 en 13 februari 2026.',
      closed: 'De Doorstroomtoets 2026 is afgerond.',
    });
    expect(filled.round?.window).toEqual({ from: '2026-01-26', to: '2026-02-13' });
    expect(filled.round?.registrationWindow).toBeUndefined();
  });

  it('opens on the registration window when the round has one', () => {
    const round: RegistrationRound = { ...round2026, registrationWindow: { from: '2025-09-02', to: '2026-01-09' } };
    const filled = fillSlideRound(slide, 'nl', round);
    expect(filled.round?.subtitles.upcoming).toBe('Aanmelden voor 2026 kan vanaf 2 september 2025.');
    expect(filled.round?.registrationWindow).toEqual({ from: '2025-09-02', to: '2026-01-09' });
  });

  it('leaves a slide without a round as it is', () => {
    const { round: _round, ...plain } = slide;
    expect(fillSlideRound(plain, 'nl', round2026)).toEqual(plain);
  });
});
