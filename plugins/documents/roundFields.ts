import { buildDay } from '../../src/domain/build-day';
import { formatDutchLong, type IsoDate } from '../../src/domain/dates';
import { SITE } from '../../src/data/site';
import {
  PRODUCT_KEYS,
  currentRound,
  productState,
  registrationWindowOf,
  type RegistrationRound,
} from '../../src/domain/rounds';

/**
 * What a PDF says about the Doorstroomtoets registration, written on the build day: a PDF is read
 * long after, so it names its deadlines as dates and invites only what can still be done.
 */
function doorstroomtoetsStatus(round: RegistrationRound, day: IsoDate): string {
  const product = round.products.Doorstroomtoets;
  const { from, to } = registrationWindowOf(product);
  const until = formatDutchLong(to);
  const changes = product.changesUntil ? formatDutchLong(product.changesUntil) : until;
  const year = round.year;
  switch (productState(product, day)) {
    case 'upcoming':
      return `De aanmelding voor de Doorstroomtoets ${year} opent op ${formatDutchLong(from ?? to)} en sluit na ${until}. Een vooraanmelding en de aanmelding kunnen in die periode; een vooraanmelding rondt u af tot en met ${changes}.`;
    case 'open':
      return `U meldt uw school aan tot en met ${until}, de wettelijke uiterste datum. Een vooraanmelding kan tot diezelfde datum; u rondt haar af tot en met ${changes}.`;
    case 'closed': {
      // The pages' wording (RoundStatus): what could be done until when, never "gesloten sinds".
      const completing =
        product.changesUntil && day > product.changesUntil
          ? `Een vooraanmelding afronden kon tot en met ${changes}.`
          : `Deed uw school een vooraanmelding, dan rondt u de aanmelding af tot en met ${changes} met de link uit de bevestiging.`;
      return `Aanmelden voor de Doorstroomtoets ${year} kon tot en met ${until}. ${completing} Wilt u uw school nog aanmelden, neem dan contact op met de helpdesk via ${SITE.helpdeskEmail}.`;
    }
    case 'over':
      return `De Doorstroomtoets ${year} is afgerond. Dit stappenplan beschrijft hoe de aanmelding verliep; de data van de volgende ronde staan op de website.`;
  }
}

/**
 * Round facts a document writes as `{{round.year}}` or `{{round.Doorstroomtoets.period}}` (also
 * `.from`, `.to`, `.registrationUntil` and `.changesUntil`), `{{round.Proeftoets.firstDay}}` (when a
 * school can still choose its first day: once the window has begun, only its last day is named, as a
 * first day is chosen from tomorrow on) and `{{round.Doorstroomtoets.status}}` (where the registration
 * stands), filled from the round current on the build day. An unknown field stops the build, naming the document.
 */
export function roundFields(
  day: IsoDate = buildDay(new Date()),
  round: RegistrationRound = currentRound(day),
): Record<string, string> {
  const fields: Record<string, string> = { 'round.year': String(round.year) };
  for (const key of PRODUCT_KEYS) {
    const product = round.products[key];
    const { from, to } = product.window;
    fields[`round.${key}.from`] = formatDutchLong(from);
    fields[`round.${key}.to`] = formatDutchLong(to);
    const period = `tussen ${formatDutchLong(from)} en ${formatDutchLong(to)}`;
    fields[`round.${key}.period`] = period;
    fields[`round.${key}.firstDay`] = day >= from ? `uiterlijk op ${formatDutchLong(to)}` : period;
    fields[`round.${key}.registrationUntil`] = formatDutchLong(registrationWindowOf(product).to);
    if (product.changesUntil) fields[`round.${key}.changesUntil`] = formatDutchLong(product.changesUntil);
  }
  fields['round.Doorstroomtoets.status'] = doorstroomtoetsStatus(round, day);
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
