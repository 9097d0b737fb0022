import { SITE } from '../../src/data/site';
import { definitionOf, type StoredType } from '../../src/domain/forms';

/** The thank-you page a registration's 307 answer names (DESIGN.md "Form pages"). */
export const THANK_YOU_PATH = '/formulier/bedankt';

/** The 307 body: the thank-you page, told which form was sent (`?formulier=<type>`). */
export function thankYouAddress(type: string): string {
  return `${THANK_YOU_PATH}?formulier=${encodeURIComponent(type)}`;
}

/** The answer to a stored submission of this type (its success text lives in its form definition). */
export function successAnswer(type: StoredType): { status: 200 | 307; text: string } {
  const { success } = definitionOf(type);
  return success.kind === 'thank-you-page'
    ? { status: 307, text: thankYouAddress(type) }
    : { status: 200, text: success.text };
}

/** What a bot that claimed an unknown type is told, exactly as a person would be for a known one. */
export const GENERIC_SUCCESS = 'Bedankt, je gegevens zijn verstuurd.';

export const ALREADY_REGISTERED_TEXT = `Deze school is al aangemeld. Wil je de aanmelding wijzigen? Mail dan naar ${SITE.helpdeskEmail} of bel ${SITE.helpdeskPhone}.`;

export const KEY_REUSED_TEXT =
  'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Vernieuw de pagina en probeer het opnieuw.';

export const BAD_IDEMPOTENCY_KEY_TEXT = 'De Idempotency-Key is ongeldig (1 tot 200 letters, cijfers of leestekens).';

export const UNKNOWN_PRE_REGISTRATION_TEXT =
  'De link naar je vooraanmelding is ongeldig. Open de link uit de bevestigingsmail opnieuw of vul het formulier volledig in.';
