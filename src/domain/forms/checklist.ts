/** The items of 'Nog niet compleet:' that the current values still leave open. */
import * as v from 'valibot';
import type { RegistrationRound } from '../rounds';
import { FORM_DEFINITIONS, formSchema, type FormType } from './definitions';
import { issueKeys } from './issues';

export const CHECKLIST_HEADING = 'Nog niet compleet:';

/** Open items in the form's fixed order; [] when all is well or the form has no checklist. */
export function checklist(type: FormType, values: unknown, round?: RegistrationRound): string[] {
  const { checklist: list } = FORM_DEFINITIONS[type];
  if (!list) return [];
  const result = v.safeParse(formSchema(type, round), values);
  if (result.success) return [];
  const open = new Set(result.issues.map((issue) => list.itemFor(issueKeys(issue), issue.message)));
  return list.items.filter((item) => open.has(item));
}
