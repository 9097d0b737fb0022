/** Helpdesk request at /help/aanvraag, posted to /api/send (ours: the spec leaves its fields to the caller). */
import * as v from 'valibot';
import { HELPDESK_CATEGORIES, HELPDESK_PRODUCTS } from '../options';
import { LIMITS, choice, requiredEmail, requiredText, strictObject } from './fields';

const step = strictObject(
  { description: requiredText('Beschrijving van de stap', LIMITS.text * 4) },
  'Beschrijf de stap.',
);

export const helpdeskRequestSchema = strictObject(
  {
    name: requiredText('Naam', LIMITS.name),
    email: requiredEmail('E-mail'),
    school_or_company: requiredText('School of bedrijf', LIMITS.text),
    category: choice('Categorie', HELPDESK_CATEGORIES),
    product: choice('Product', HELPDESK_PRODUCTS),
    description: requiredText('Omschrijving', LIMITS.message),
    steps: v.optional(
      v.pipe(
        v.array(step, 'Stappen moeten een lijst zijn.'),
        v.maxLength(LIMITS.steps, `Er kunnen maximaal ${LIMITS.steps} stappen worden opgegeven.`),
      ),
      [],
    ),
  },
  'Vul de helpdeskaanvraag in.',
);

export type HelpdeskRequestInput = v.InferInput<typeof helpdeskRequestSchema>;
export type HelpdeskRequest = v.InferOutput<typeof helpdeskRequestSchema>;

export function emptyHelpdeskRequest(): Partial<HelpdeskRequestInput> {
  return { name: '', email: '', school_or_company: '', description: '', steps: [] };
}
