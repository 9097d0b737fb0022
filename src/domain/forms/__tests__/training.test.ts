import { emptyTraining, trainingSchema } from '../training';
import { contact, issuesOf, outputOf } from './helpers';

const good = {
  training_name: 'Interpretatietraining',
  training_date: '2026-03-12',
  trainer_name: 'Bas Hendriks',
  school_bedrijfsnaam: 'De Regenboog',
  ...contact,
};

describe('training schema', () => {
  it('accepts a sign-up and defaults product_updates_ontvangen to true', () => {
    expect(outputOf(trainingSchema, good).product_updates_ontvangen).toBe(true);
    expect(outputOf(trainingSchema, { ...good, product_updates_ontvangen: false }).product_updates_ontvangen).toBe(
      false,
    );
  });

  it('needs at least 2 characters in training, date, school and names, and a valid e-mail', () => {
    const bad = { ...good, training_name: 'I', training_date: '1', school_bedrijfsnaam: 'D', first_name: 'J' };
    expect(issuesOf(trainingSchema, { ...bad, last_name: 'J', email: 'geen-mail' })).toEqual({
      training_name: 'Training moet minimaal 2 tekens lang zijn.',
      training_date: 'Datum van de training moet minimaal 2 tekens lang zijn.',
      school_bedrijfsnaam: 'School/bedrijfsnaam moet minimaal 2 tekens lang zijn.',
      first_name: 'Voornaam moet minimaal 2 tekens lang zijn.',
      last_name: 'Achternaam moet minimaal 2 tekens lang zijn.',
      email: 'E-mail is geen geldig e-mailadres.',
    });
  });

  it('reports missing required fields by name', () => {
    expect(issuesOf(trainingSchema, {})).toEqual({
      training_name: 'Training is verplicht.',
      training_date: 'Datum van de training is verplicht.',
      school_bedrijfsnaam: 'School/bedrijfsnaam is verplicht.',
      first_name: 'Voornaam is verplicht.',
      last_name: 'Achternaam is verplicht.',
      email: 'E-mail is verplicht.',
    });
  });

  it('only knows our four trainers', () => {
    expect(issuesOf(trainingSchema, { ...good, trainer_name: 'Iemand anders' })).toEqual({
      trainer_name: 'Kies een geldige waarde bij Trainer.',
    });
  });

  it('is prefilled from ?training= and ?datum=', () => {
    const empty = emptyTraining({ training: 'Casusbespreking', datum: '2026-04-01' });
    expect(empty).toMatchObject({ training_name: 'Casusbespreking', training_date: '2026-04-01' });
    expect(empty.product_updates_ontvangen).toBe(true);
  });

  it('is strict', () => {
    expect(issuesOf(trainingSchema, { ...good, type: 'training' })).toEqual({ type: 'Onbekend veld "type".' });
  });
});
