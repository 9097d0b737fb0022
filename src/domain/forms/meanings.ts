/**
 * What every stored form's fields are, read from their schemas once: the table erasure, the
 * personal export, the staff search and the summaries look a field up in when they read values
 * of any form (a path means the same in every form that has it).
 */
import { ROUNDS } from '../rounds';
import { aanmeldformulierPoSchemaOf } from './aanmeldformulierPo';
import { STORED_TYPES, definitionOf } from './definitions';
import { mergedMeanings, type FieldMeanings } from './field-meaning';

let stored: FieldMeanings | undefined;

/** Every stored form's field meanings, by path (the primary sign-up's of every round). */
export function storedFieldMeanings(): FieldMeanings {
  stored ??= mergedMeanings([
    ...STORED_TYPES.map((type) => definitionOf(type).schema),
    ...ROUNDS.map(aanmeldformulierPoSchemaOf),
  ]);
  return stored;
}
