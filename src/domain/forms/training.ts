/** Training sign-up (spec §3 and §5; its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { TRAINERS } from '../options';
import { LIMITS, booleanField, choice, optionalText, requiredEmail, requiredText, strictObject } from './fields';

/**
 * training_name and training_date stay free text (min 2 characters, spec §5): the page prefills them
 * from ?training= and ?datum=, so they cannot be limited to the option list.
 */
export const trainingSchema = strictObject(
  {
    training_name: requiredText('Training', LIMITS.text, MIN_TEXT_LENGTH),
    training_date: requiredText('Datum van de training', LIMITS.name, MIN_TEXT_LENGTH),
    trainer_name: v.optional(choice('Trainer', ['', ...TRAINERS] as const)),
    school_bedrijfsnaam: requiredText('School/bedrijfsnaam', LIMITS.text, MIN_TEXT_LENGTH),
    first_name: requiredText('Voornaam', LIMITS.name, MIN_TEXT_LENGTH),
    tussenvoegsel: optionalText('Tussenvoegsel', LIMITS.tussenvoegsel),
    last_name: requiredText('Achternaam', LIMITS.name, MIN_TEXT_LENGTH),
    email: requiredEmail('E-mail'),
    functie: optionalText('Functie', LIMITS.text),
    locatie_afdeling: optionalText('Locatie/afdeling', LIMITS.text),
    product_updates_ontvangen: booleanField('Productupdates ontvangen', true),
  },
  'Vul het aanmeldformulier voor de training in.',
);

export type TrainingInput = v.InferInput<typeof trainingSchema>;
export type TrainingValues = v.InferOutput<typeof trainingSchema>;

export function emptyTraining(prefill: { training?: string; datum?: string } = {}): TrainingInput {
  return {
    training_name: prefill.training ?? '',
    training_date: prefill.datum ?? '',
    trainer_name: '',
    school_bedrijfsnaam: '',
    first_name: '',
    tussenvoegsel: '',
    last_name: '',
    email: '',
    functie: '',
    locatie_afdeling: '',
    product_updates_ontvangen: true,
  };
}
