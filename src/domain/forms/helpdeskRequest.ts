/** Helpdesk request at /help/aanvraag, posted to /api/send (ours: the spec leaves its fields to the caller). */
import * as v from 'valibot';
import { HELPDESK_CATEGORIES, HELPDESK_PRODUCTS, HELPDESK_PRODUCTS_SENT_BEFORE } from '../options';
import { LIMITS, choice, lengthFirst, requiredEmail, requiredName, requiredText, strictObject } from './fields';
import { message } from './texts';
import { described } from './field-meaning';
import { PERSON_FIELDS, PERSON_LABELS } from './texts/labels';

const step = strictObject(
  {
    description: described(
      requiredText({ nl: 'Beschrijving van de stap', ro: 'Descrierea pasului' }, LIMITS.text * 4),
      { label: { nl: 'Omschrijving', ro: 'Descriere' } },
    ),
  },
  { nl: 'Beschrijf de stap.', ro: 'Descrieți pasul.' },
);

export const helpdeskRequestSchema = strictObject(
  {
    name: described(requiredName({ nl: 'Naam', ro: 'Nume' }, LIMITS.name), PERSON_FIELDS.name),
    email: described(requiredEmail(PERSON_LABELS.email), PERSON_FIELDS.email),
    school_or_company: described(requiredName({ nl: 'School of bedrijf', ro: 'Școală sau companie' }, LIMITS.text), {
      searched: 'text',
      label: { nl: 'School of bedrijf', ro: 'Școală sau companie' },
    }),
    category: described(
      choice({ nl: 'Categorie', ro: 'Categorie' }, HELPDESK_CATEGORIES, {
        nl: 'Kies waar uw aanvraag over gaat.',
        ro: 'Alegeți despre ce este solicitarea dumneavoastră.',
      }),
      { label: { nl: 'Categorie', ro: 'Categorie' } },
    ),
    // Old spellings too: a request stored before a product's name was mended still reads.
    product: described(
      choice({ nl: 'Product', ro: 'Produs' }, [...HELPDESK_PRODUCTS, ...HELPDESK_PRODUCTS_SENT_BEFORE]),
      { label: { nl: 'Product', ro: 'Produs' } },
    ),
    description: described(requiredText({ nl: 'Omschrijving', ro: 'Descriere' }, LIMITS.message), {
      freeText: true,
      label: { nl: 'Omschrijving', ro: 'Descriere' },
    }),
    steps: described(
      v.optional(
        lengthFirst(v.array(step), LIMITS.steps, {
          tooMany: message((_texts, locale) =>
            locale === 'ro'
              ? `Se pot indica cel mult ${LIMITS.steps} de pași.`
              : `Er kunnen maximaal ${LIMITS.steps} stappen worden opgegeven.`,
          ),
          notAList: message((_texts, locale) =>
            locale === 'ro' ? 'Pașii trebuie să fie o listă.' : 'Stappen moeten een lijst zijn.',
          ),
        }),
        [],
      ),
      { freeText: true, label: { nl: 'Stappen', ro: 'Pași' } },
    ),
  },
  { nl: 'Vul de helpdeskaanvraag in.', ro: 'Completați solicitarea către helpdesk.' },
);

export type HelpdeskRequestInput = v.InferInput<typeof helpdeskRequestSchema>;
export type HelpdeskRequest = v.InferOutput<typeof helpdeskRequestSchema>;

export function emptyHelpdeskRequest(): Partial<HelpdeskRequestInput> {
  return { name: '', email: '', school_or_company: '', description: '', steps: [] };
}
