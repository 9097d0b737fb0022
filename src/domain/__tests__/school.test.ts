import { cf_brin_locatienr, isCompletePredefinedSchool, schoolSearchTerm } from '../school';

describe('school helpers', () => {
  it('joins BRIN and branch into cf_brin_locatienr', () => {
    expect(cf_brin_locatienr({ instellingscode: '03GR', vestigingscode: '01' })).toBe('03GR01');
  });

  it('calls a predefined school complete only with all five ids', () => {
    const complete = {
      instellingscode: '03GR',
      vestigingscode: '01',
      onderwijsaanbiederid: '100B490',
      onderwijsbestuurid: '100B123',
      onderwijslocatiecode: '123X456',
    };
    expect(isCompletePredefinedSchool(complete)).toBe(true);
    for (const key of Object.keys(complete) as (keyof typeof complete)[]) {
      expect(isCompletePredefinedSchool({ ...complete, [key]: null })).toBe(false);
      expect(isCompletePredefinedSchool({ ...complete, [key]: ' ' })).toBe(false);
    }
    expect(isCompletePredefinedSchool(undefined)).toBe(false);
  });

  it('trims the search term and joins a postcode written with a space', () => {
    expect(schoolSearchTerm('  6546 BB  ')).toBe('6546BB');
    expect(schoolSearchTerm('6546BB')).toBe('6546BB');
  });

  it('keeps the spaces between the words of a name or a place', () => {
    expect(schoolSearchTerm('Compositie Almere')).toBe('Compositie Almere');
    expect(schoolSearchTerm(' OBS De Compositie ')).toBe('OBS De Compositie');
    expect(schoolSearchTerm('a b c')).toBe('a b c');
  });
});
