import { queryForms } from '../pagefind';

describe('queryForms', () => {
  it.each([
    ['toetsen', ['toetsen', 'toets']],
    ['taal- en rekentoetsen', ['taal- en rekentoetsen', 'taal- en rekentoets']],
    ['trainingen', ['trainingen', 'training']],
    ['talentscans', ['talentscans', 'talentscan']],
    ['doorstroom', ['doorstroom']],
    ['cv', ['cv']],
  ])('a Dutch query "%s" is also searched without its plural ending', (query, forms) => {
    expect(queryForms(query, 'nl')).toEqual(forms);
  });

  it('leaves a Romanian query to the Romanian stemmer', () => {
    expect(queryForms('testele', 'ro')).toEqual(['testele']);
  });
});
