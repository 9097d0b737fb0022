import { SITE } from '../../src/data/site';
import { formTexts } from '../../src/domain/forms/texts';
import type { Locale } from '../../src/domain/locale';
import { MISSING_STARTED_AT } from './bot-defence';

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

/** Every text the intake answers with, in one locale. */
export type AnswerTexts = {
  success: Record<string, string>;
  genericSuccess: string;
  alreadyRegistered: string;
  keyReused: string;
  badIdempotencyKey: string;
  unknownPreRegistration: string;
  missingStartedAt: string;
  notAnObject: string;
};

const NL: AnswerTexts = {
  success: SUCCESS_TEXTS,
  genericSuccess: GENERIC_SUCCESS,
  alreadyRegistered: ALREADY_REGISTERED_TEXT,
  keyReused: KEY_REUSED_TEXT,
  badIdempotencyKey: BAD_IDEMPOTENCY_KEY_TEXT,
  unknownPreRegistration: UNKNOWN_PRE_REGISTRATION_TEXT,
  missingStartedAt: MISSING_STARTED_AT,
  notAnObject: formTexts('nl').notAnObject,
};

/** The answers to a form posted from the Romanian site. */
const RO: AnswerTexts = {
  success: {
    'contact-form': 'Vă mulțumim pentru mesaj. Vă vom contacta cât mai curând posibil.',
    newsletter: 'Vă mulțumim pentru abonarea la buletinul informativ. Veți primi o confirmare prin e-mail.',
    training: 'Vă mulțumim pentru înscrierea la curs. Veți primi o confirmare prin e-mail.',
    'helpdesk-request':
      'Vă mulțumim, solicitarea dumneavoastră a fost trimisă. Helpdesk-ul vă va contacta cât mai curând posibil.',
  },
  genericSuccess: 'Vă mulțumim, datele dumneavoastră au fost trimise.',
  alreadyRegistered: `Această școală este deja înscrisă. Doriți să modificați înscrierea? Scrieți la ${SITE.helpdeskEmail} sau sunați la ${SITE.helpdeskPhone}.`,
  keyReused:
    'Această cheie Idempotency-Key a fost deja folosită pentru o altă cerere. Reîncărcați pagina și încercați din nou.',
  badIdempotencyKey: 'Cheia Idempotency-Key nu este validă (între 1 și 200 de litere, cifre sau semne de punctuație).',
  unknownPreRegistration:
    'Linkul către preînscrierea dumneavoastră nu este valid. Deschideți din nou linkul din e-mailul de confirmare sau completați formularul în întregime.',
  missingStartedAt: 'Formularul nu a fost trimis complet. Reîncărcați pagina și încercați din nou.',
  notAnObject: formTexts('ro').notAnObject,
};

const BY_LOCALE: Record<Locale, AnswerTexts> = { nl: NL, ro: RO };

export function answerTexts(locale: Locale): AnswerTexts {
  return BY_LOCALE[locale];
}
