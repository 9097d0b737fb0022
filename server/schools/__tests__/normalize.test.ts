import { clean, displayPostcode, foldForSearch, postcodeKey, searchWords, splitVestigingscode } from '../normalize';

describe('normalize', () => {
  it('turns DUO empty values (a single space) into null and trims the rest', () => {
    expect(clean(' ')).toBeNull();
    expect(clean('')).toBeNull();
    expect(clean(undefined)).toBeNull();
    expect(clean('  Melkweg ')).toBe('Melkweg');
  });

  it('writes postcodes as "1234 AB" and keys them as "1234AB"', () => {
    expect(displayPostcode('2516PV')).toBe('2516 PV');
    expect(displayPostcode('2516 pv')).toBe('2516 PV');
    expect(displayPostcode(' ')).toBeNull();
    expect(displayPostcode('B-2000')).toBe('B-2000');
    expect(postcodeKey('9306 tc')).toBe('9306TC');
    expect(postcodeKey('B-2000')).toBeNull();
  });

  it('splits VESTIGINGSCODE into the BRIN and the two-digit branch', () => {
    expect(splitVestigingscode('03GR', '03GR01')).toEqual({ instellingscode: '03GR', vestigingscode: '01' });
    expect(splitVestigingscode(null, '03gr00')).toEqual({ instellingscode: '03GR', vestigingscode: '00' });
    expect(splitVestigingscode('03GR', '1')).toEqual({ instellingscode: '03GR', vestigingscode: '01' });
    expect(splitVestigingscode('03GR', '04AB01')).toBeNull();
    expect(splitVestigingscode('03GR', '03GRX1')).toBeNull();
    expect(splitVestigingscode('03GR', null)).toBeNull();
  });

  it('folds names for search: no case, accents, spaces or punctuation', () => {
    expect(foldForSearch("’t Fûgelnêst 'S-HERTOGENBOSCH")).toBe('tfugelnestshertogenbosch');
    expect(searchWords('Het Mozaïek, Fryslân')).toEqual(['het', 'mozaiek', 'fryslan']);
  });
});
