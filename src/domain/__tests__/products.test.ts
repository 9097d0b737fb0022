import { DEFAULT_DEVICE } from '../constants';
import { DEVICES, JOB_TITLES, NEWSLETTER_TOPICS, TRAINERS, TRAINING_NAMES } from '../options';
import { DOORSTROOMTOETS, PO_PRODUCT_KEYS, productIdKey, productsOn } from '../products';

describe('products', () => {
  // The round current on a day of the 2026 round.
  const PRODUCTS = productsOn('2025-10-15');

  it('are those of the round current on the day asked', () => {
    expect(productsOn('2026-01-10').Proeftoets.name).toBe('2026 Proeftoets');
    // 2026 is over once its last first-day window (Aansluiting PO-VO, 29 May) has passed.
    expect(productsOn('2026-05-29').Proeftoets.name).toBe('2026 Proeftoets');
    expect(productsOn('2026-05-30').Proeftoets.name).toBe('Proeftoets 2027');
    expect(productsOn('2026-11-26').Doorstroomtoets.window).toEqual({ from: '2027-01-25', to: '2027-02-12' });
    expect(DOORSTROOMTOETS).toEqual({ id: 100000000001, name: 'Doorstroomtoets' });
  });

  it('has the ids and names of the spec', () => {
    expect(PRODUCTS.Proeftoets).toMatchObject({ id: 7544, name: '2026 Proeftoets' });
    expect(PRODUCTS.ProeftoetsSOSBO).toMatchObject({ id: 8227, name: '2026 Proeftoets voor SO/ SBO' });
    expect(PRODUCTS.AansluitingPOVO).toMatchObject({ id: 100000000002, name: '2026 Aansluiting PO-VO' });
    expect(PRODUCTS.Doorstroomtoets).toMatchObject({ id: 100000000001, name: 'Doorstroomtoets' });
    expect(PO_PRODUCT_KEYS).toEqual(['Proeftoets', 'ProeftoetsSOSBO', 'AansluitingPOVO']);
    expect(productIdKey('AansluitingPOVO')).toBe('100000000002');
  });

  it('has the first-day windows', () => {
    expect(PRODUCTS.Proeftoets.window).toEqual({ from: '2025-11-03', to: '2026-01-16' });
    expect(PRODUCTS.ProeftoetsSOSBO.window).toEqual({ from: '2025-11-03', to: '2026-01-16' });
    expect(PRODUCTS.AansluitingPOVO.window).toEqual({ from: '2026-02-02', to: '2026-05-29' });
    expect(PRODUCTS.Doorstroomtoets.window).toEqual({ from: '2026-01-26', to: '2026-02-13' });
  });

  it('explains the price rules', () => {
    expect(PRODUCTS.Proeftoets.price).toMatch(/gratis/i);
    expect(PRODUCTS.AansluitingPOVO.price).toMatch(/Gratis als .*Doorstroomtoets of de Proeftoets/);
    expect(PRODUCTS.AansluitingPOVO.group).toBe(7);
  });
});

describe('option lists', () => {
  it('lists trainings, four trainers, job titles, devices and topics', () => {
    expect(TRAINING_NAMES).toHaveLength(6);
    expect(TRAINING_NAMES).toContain('Administratie- en applicatiebeheertraining');
    expect(TRAINERS).toHaveLength(4);
    expect(JOB_TITLES).toEqual([
      'Leerkracht',
      'Zorgcoördinator',
      'Directeur',
      'Intern begeleider',
      'Systeembeheerder',
      'Anders',
    ]);
    expect(DEVICES).toEqual(['Chromebooks', 'Laptops / Computers', 'iPads', 'MacBooks']);
    expect(DEVICES[0]).toBe(DEFAULT_DEVICE);
    expect(NEWSLETTER_TOPICS.map((topic) => topic.key)).toEqual([
      'PO',
      'VO',
      'MBO',
      'HBO',
      'Bedrijven',
      'Zorginstellingen',
      'Overheid',
    ]);
  });
});
