import { slidesInOrder } from '../order';
import type { Slide } from '../types';

const subtitles = { upcoming: 'u', open: 'o', closed: 'c', over: 'x' };
const slide = (title: string, round?: Slide['round']): Slide => ({ image: '/img/x.svg', image_alt: '', title, round });

const doorstroomtoets = slide('Doorstroomtoets', {
  window: { from: '2027-01-25', to: '2027-02-12' },
  registrationWindow: { from: '2026-10-01', to: '2026-11-15' },
  subtitles,
});
const proeftoets = slide('Proeftoets', { window: { from: '2026-11-02', to: '2027-01-15' }, subtitles });
const talentscan = slide('Talentscan');
const titlesOn = (day: string) =>
  slidesInOrder([doorstroomtoets, proeftoets, talentscan], day).map((shown) => shown.title);

describe('slidesInOrder', () => {
  it('on 1 December 2026 opens with the Proeftoets, which a school can still sign up for', () => {
    expect(titlesOn('2026-12-01')).toEqual(['Proeftoets', 'Talentscan', 'Doorstroomtoets']);
  });

  it('keeps the content order while both registrations are open', () => {
    expect(titlesOn('2026-10-15')).toEqual(['Doorstroomtoets', 'Proeftoets', 'Talentscan']);
  });

  it('puts rounds that are over last', () => {
    expect(titlesOn('2027-03-01')).toEqual(['Talentscan', 'Doorstroomtoets', 'Proeftoets']);
  });
});
