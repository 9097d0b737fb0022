import { helpdeskRequestSchema } from '../helpdeskRequest';
import { issuesOf, outputOf } from './helpers';

const good = {
  name: 'Jan Jansen',
  email: 'jan@school.nl',
  school_or_company: 'De Regenboog',
  category: 'Storing',
  product: 'Doorstroomtoets',
  description: 'De toets start niet.',
};

describe('helpdesk request schema', () => {
  it('accepts a request with steps, and no steps as an empty list', () => {
    expect(outputOf(helpdeskRequestSchema, good).steps).toEqual([]);
    expect(outputOf(helpdeskRequestSchema, { ...good, steps: [{ description: 'Inloggen' }] }).steps).toHaveLength(1);
  });

  it('checks the selects, the steps and their number', () => {
    expect(
      issuesOf(helpdeskRequestSchema, { ...good, category: 'Iets', product: 'Onbekend', steps: [{ description: '' }] }),
    ).toEqual({
      category: 'Kies een geldige waarde bij Categorie.',
      product: 'Kies een geldige waarde bij Product.',
      'steps[0].description': 'Beschrijving van de stap is verplicht.',
    });
    const steps = Array.from({ length: 21 }, () => ({ description: 'Stap' }));
    expect(issuesOf(helpdeskRequestSchema, { ...good, steps })).toEqual({
      steps: 'Er kunnen maximaal 20 stappen worden opgegeven.',
    });
  });
});
