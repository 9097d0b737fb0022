import { SITE } from '../../src/data/site';

/** The thank-you page a registration's 307 answer names (DESIGN.md "Form pages"). */
export const THANK_YOU_PATH = '/formulier/bedankt';

/** The 307 body: the thank-you page, told which form was sent (`?formulier=<type>`). */
export function thankYouAddress(type: string): string {
  return `${THANK_YOU_PATH}?formulier=${encodeURIComponent(type)}`;
}

/** The 200 text of the forms that are not registrations, and of /api/send. */
export const SUCCESS_TEXTS: Record<string, string> = {
  'contact-form': 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
  newsletter: 'Bedankt voor je aanmelding voor de nieuwsbrief. Je ontvangt een bevestiging per e-mail.',
  training: 'Bedankt voor je aanmelding voor de training. Je ontvangt een bevestiging per e-mail.',
  'helpdesk-request': 'Bedankt, je aanvraag is verstuurd. De helpdesk neemt zo snel mogelijk contact met je op.',
};

export const GENERIC_SUCCESS = 'Bedankt, je gegevens zijn verstuurd.';

export const ALREADY_REGISTERED_TEXT = `Deze school is al aangemeld. Wil je de aanmelding wijzigen? Mail dan naar ${SITE.helpdeskEmail} of bel ${SITE.helpdeskPhone}.`;

export const KEY_REUSED_TEXT =
  'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Vernieuw de pagina en probeer het opnieuw.';

export const BAD_IDEMPOTENCY_KEY_TEXT = 'De Idempotency-Key is ongeldig (1 tot 200 letters, cijfers of leestekens).';

export const UNKNOWN_PRE_REGISTRATION_TEXT =
  'De link naar je vooraanmelding is ongeldig. Open de link uit de bevestigingsmail opnieuw of vul het formulier volledig in.';
