/** Training sign-up (its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { TRAINERS } from '../options';
import { LIMITS, booleanField, choice, optionalText, requiredEmail, requiredText, strictObject } from './fields';
import { PERSON_LABELS } from './texts/labels';

/**
 * training_name and training_date stay free text (min 2 characters): the page prefills them
 * from ?training= and ?datum=, so they cannot be limited to the option list.
 */
export const trainingSchema = strictObject(
  {
    training_name: requiredText({ nl: 'Training', ro: 'Curs' }, LIMITS.text, MIN_TEXT_LENGTH),
    training_date: requiredText({ nl: 'Datum van de training', ro: 'Data cursului' }, LIMITS.name, MIN_TEXT_LENGTH),
    trainer_name: v.optional(choice({ nl: 'Trainer', ro: 'Formator' }, ['', ...TRAINERS] as const)),
    school_bedrijfsnaam: requiredText(
      { nl: 'School/bedrijfsnaam', ro: 'Numele școlii sau al companiei' },
      LIMITS.text,
      MIN_TEXT_LENGTH,
    ),
    first_name: requiredText(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
    tussenvoegsel: optionalText({ nl: 'Tussenvoegsel', ro: 'Particulă a numelui' }, LIMITS.tussenvoegsel),
    last_name: requiredText(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH),
    email: requiredEmail(PERSON_LABELS.email),
    functie: optionalText({ nl: 'Functie', ro: 'Funcție' }, LIMITS.text),
    locatie_afdeling: optionalText({ nl: 'Locatie/afdeling', ro: 'Locație sau departament' }, LIMITS.text),
    product_updates_ontvangen: booleanField({ nl: 'Productupdates ontvangen', ro: 'Noutăți despre produse' }, true),
  },
  { nl: 'Vul het aanmeldformulier voor de training in.', ro: 'Completați formularul de înscriere la curs.' },
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
