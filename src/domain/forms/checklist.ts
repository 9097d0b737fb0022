/** The items of 'Dingen om te controleren:' (spec §5) that the current values still leave open. */
import * as v from 'valibot';
import { PO_CHECKLIST, poChecklistItem } from './aanmeldformulierPo';
import { REGISTRATION_2026_CHECKLIST, registration2026ChecklistItem } from './doorstroomtoets2026';
import { PRE_REGISTRATION_CHECKLIST, preRegistrationChecklistItem } from './doorstroomtoetsPreRegistration';
import { issueKeys, type PathKey } from './issues';
import { FORM_SCHEMAS, type FormType } from './registry';

export const CHECKLIST_HEADING = 'Dingen om te controleren:';

type Checklist = {
  items: readonly string[];
  itemFor: (path: readonly PathKey[], message: string) => string | undefined;
};

const CHECKLISTS: Partial<Record<FormType, Checklist>> = {
  'aanmeldformulier-po': { items: PO_CHECKLIST, itemFor: poChecklistItem },
  'doorstroomtoets-pre-registration': { items: PRE_REGISTRATION_CHECKLIST, itemFor: preRegistrationChecklistItem },
  'doorstroomtoets-pre-registration-2026': {
    items: REGISTRATION_2026_CHECKLIST,
    itemFor: registration2026ChecklistItem,
  },
  'doorstroomtoets-registration-2026': { items: REGISTRATION_2026_CHECKLIST, itemFor: registration2026ChecklistItem },
};

/** Open items in the form's fixed order; [] when all is well or the form has no checklist. */
export function checklist(type: FormType, values: unknown): string[] {
  const list = CHECKLISTS[type];
  if (!list) return [];
  const result = v.safeParse(FORM_SCHEMAS[type], values);
  if (result.success) return [];
  const open = new Set(result.issues.map((issue) => list.itemFor(issueKeys(issue), issue.message)));
  return list.items.filter((item) => open.has(item));
}
