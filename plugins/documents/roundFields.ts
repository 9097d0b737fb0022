import { formatDutchLong } from '../../src/domain/dates';
import { PRODUCT_KEYS, currentRound, type RegistrationRound } from '../../src/domain/rounds';

/**
 * Round facts a document writes as `{{round.year}}` or `{{round.Doorstroomtoets.period}}` (also
 * `.from` and `.to`), filled from the current round when the PDF is built, so no document retypes
 * a period. An unknown field stops the build, naming the document.
 */
export function roundFields(round: RegistrationRound = currentRound()): Record<string, string> {
  const fields: Record<string, string> = { 'round.year': String(round.year) };
  for (const key of PRODUCT_KEYS) {
    const { from, to } = round.products[key].window;
    fields[`round.${key}.from`] = formatDutchLong(from);
    fields[`round.${key}.to`] = formatDutchLong(to);
    fields[`round.${key}.period`] = `tussen ${formatDutchLong(from)} en ${formatDutchLong(to)}`;
  }
  return fields;
}

/**
 * The text (a title, a description or a Markdown body) with every `{{field}}` filled in. An unknown
 * field, or braces that are no field at all, stop the build: no reader ever sees `{{`.
 */
export function fillRoundFields(text: string, name: string, fields: Record<string, string> = roundFields()): string {
  const filled = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, field: string) => {
    const value = fields[field];
    if (value === undefined) {
      throw new Error(`documents: ${name}.md uses {{${field}}}; known fields: ${Object.keys(fields).join(', ')}`);
    }
    return value;
  });
  const leftover = /\{\{[^\n]{0,40}/.exec(filled);
  if (leftover)
    throw new Error(`documents: ${name}.md has "${leftover[0]}", which is no field; write {{round.year}} and the like`);
  return filled;
}
