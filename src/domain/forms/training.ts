/** Training sign-up (its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { TRAINERS } from '../options';
import { currentTrainingName } from '../trainingAliases';
import { LIMITS, booleanField, choice, optionalName, requiredEmail, requiredName, strictObject } from './fields';
import { PERSON_LABELS } from './texts/labels';

/**
 * training_name and training_date stay free text (min 2 characters): the page prefills them
 * from ?training= and ?datum=, so they cannot be limited to the option list. A training's earlier
 * spelling reads as today's name (a page still open, a stored sign-up); the day's rule is in
 * ../trainings/sign-up.ts.
 */
export const trainingSchema = strictObject(
  {
    training_name: v.pipe(
      requiredName({ nl: 'Training', ro: 'Curs' }, LIMITS.text, MIN_TEXT_LENGTH),
      v.transform(currentTrainingName),
    ),
    training_date: requiredName({ nl: 'Datum van de training', ro: 'Data cursului' }, LIMITS.name, MIN_TEXT_LENGTH),
    trainer_name: v.optional(choice({ nl: 'Trainer', ro: 'Formator' }, ['', ...TRAINERS] as const)),
    school_bedrijfsnaam: requiredName(
      { nl: 'School/bedrijfsnaam', ro: 'Numele școlii sau al companiei' },
      LIMITS.text,
      MIN_TEXT_LENGTH,
    ),
    first_name: requiredName(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
    tussenvoegsel: optionalName({ nl: 'Tussenvoegsel', ro: 'Particulă a numelui' }, LIMITS.tussenvoegsel),
    last_name: requiredName(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH),
    email: requiredEmail(PERSON_LABELS.email),
    functie: optionalName({ nl: 'Functie', ro: 'Funcție' }, LIMITS.text),
    locatie_afdeling: optionalName({ nl: 'Locatie/afdeling', ro: 'Locație sau departament' }, LIMITS.text),
    product_updates_ontvangen: booleanField({ nl: 'Productupdates ontvangen', ro: 'Noutăți despre produse' }, true),
  },
  { nl: 'Vul het aanmeldformulier voor de training in.', ro: 'Completați formularul de înscriere la curs.' },
);

export type TrainingInput = v.InferInput<typeof trainingSchema>;

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
