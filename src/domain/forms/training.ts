/** Training sign-up (its type and page: ./definitions). */
import * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { TRAINERS } from '../options';
import { currentTrainingName } from '../trainingAliases';
import { LIMITS, booleanField, choice, optionalName, requiredEmail, requiredName, strictObject } from './fields';
import { described, meaning } from './field-meaning';
import { PERSON_FIELDS, PERSON_LABELS } from './texts/labels';

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
      meaning<string>({ label: { nl: 'Training', ro: 'Curs' } }),
    ),
    training_date: described(
      requiredName({ nl: 'Datum van de training', ro: 'Data cursului' }, LIMITS.name, MIN_TEXT_LENGTH),
      { label: { nl: 'Datum van de training', ro: 'Data cursului' } },
    ),
    trainer_name: described(v.optional(choice({ nl: 'Trainer', ro: 'Formator' }, ['', ...TRAINERS] as const)), {
      label: { nl: 'Trainer', ro: 'Formator' },
    }),
    school_bedrijfsnaam: described(
      requiredName({ nl: 'School/bedrijfsnaam', ro: 'Numele școlii sau al companiei' }, LIMITS.text, MIN_TEXT_LENGTH),
      { searched: 'text', label: { nl: 'School- of bedrijfsnaam', ro: 'Școală sau companie' } },
    ),
    first_name: described(
      requiredName(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
      PERSON_FIELDS.first_name,
    ),
    tussenvoegsel: described(
      optionalName({ nl: 'Tussenvoegsel', ro: 'Particulă a numelui' }, LIMITS.tussenvoegsel),
      PERSON_FIELDS.tussenvoegsel,
    ),
    last_name: described(requiredName(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH), PERSON_FIELDS.last_name),
    email: described(requiredEmail(PERSON_LABELS.email), PERSON_FIELDS.email),
    functie: described(optionalName({ nl: 'Functie', ro: 'Funcție' }, LIMITS.text), {
      label: { nl: 'Functie', ro: 'Funcție' },
    }),
    locatie_afdeling: described(optionalName({ nl: 'Locatie/afdeling', ro: 'Locație sau departament' }, LIMITS.text), {
      label: { nl: 'Locatie of afdeling', ro: 'Locație sau departament' },
    }),
    product_updates_ontvangen: described(
      booleanField({ nl: 'Productupdates ontvangen', ro: 'Noutăți despre produse' }, true),
      {
        label: {
          nl: 'Ik wil updates over de producten van AMN ontvangen',
          ro: 'Doresc să primesc noutăți despre produsele AMN',
        },
      },
    ),
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
