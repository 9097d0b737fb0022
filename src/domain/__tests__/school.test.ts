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

  it('trims the search term and removes only its first space', () => {
    expect(schoolSearchTerm('  6546 BB  ')).toBe('6546BB');
    expect(schoolSearchTerm('a b c')).toBe('ab c');
  });
});
