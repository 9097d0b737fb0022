import type { PlaceHeldBy } from '../../src/domain/api';
import { KENMERK_PARAM, MAIL_FOLLOWS_FLAG, MAIL_PROOF_VALUE, PAGE_ROUTES } from '../../src/domain/routes';
import type { OwnMail } from '../mail/own-mail';
import { newsletterAnswer } from './newsletter-answer';
import { SITE } from '../../src/data/site';
import { ROMANIAN_CONTACT } from '../../src/data/romanianOffice';
import { formatDutchLong } from '../../src/domain/dates';
import { definitionOf, type StoredType } from '../../src/domain/forms';
import { formTexts } from '../../src/domain/forms/texts';
import { localize, type Locale } from '../../src/domain/locale';
import { notPrimarySchoolText } from '../../src/domain/school';

/** The thank-you page a registration's 307 answer names. */
export const THANK_YOU_PATH = PAGE_ROUTES.thankYou;

/**
 * The 307 body: the thank-you page, told which form was sent (`?formulier=<type>`), the
 * registration's Kenmerk (`&kenmerk=AMN-2027-K7QX`: a reference, no personal data, the one thing
 * the page cannot know otherwise) and what became of the sender's own confirmation: held by a cap
 * (it follows later), or waiting for the click on the link in the neutral mail that asks them to
 * confirm the address.
 */
export function thankYouAddress(type: string, ownMail: OwnMail = 'sent', kenmerk: string | null = null): string {
  const reference = kenmerk ? `&${KENMERK_PARAM}=${encodeURIComponent(kenmerk)}` : '';
  const flag =
    ownMail === 'sent' || ownMail === 'none'
      ? ''
      : `&${MAIL_FOLLOWS_FLAG.name}=${ownMail === 'proof' ? MAIL_PROOF_VALUE : MAIL_FOLLOWS_FLAG.value}`;
  return `${THANK_YOU_PATH}?formulier=${encodeURIComponent(type)}${reference}${flag}`;
}

/** The 200 text's last sentence when the sender's mailbox is not proven yet: what to click. */
const PROOF_NOTE: Record<Locale, string> = {
  nl: 'We hebben u eerst een e-mail gestuurd om uw e-mailadres te bevestigen: klik daarin op "Bevestig het adres". Daarna ontvangt u de bevestiging.',
  ro: 'V-am trimis mai întâi un e-mail pentru a vă confirma adresa: apăsați în el pe „Confirmați adresa”. După aceea primiți confirmarea.',
};

/**
 * The answer to a stored submission of this type (its success text lives in its form definition).
 * A registration whose own confirmation a mail cap holds says so on the thank-you page.
 */
export function successAnswer(
  type: StoredType,
  locale: Locale,
  ownMail: OwnMail = 'sent',
  kenmerk: string | null = null,
): { status: 200 | 307; text: string } {
  const { success, mails } = definitionOf(type);
  if (success.kind === 'thank-you-page') return { status: 307, text: thankYouAddress(type, ownMail, kenmerk) };
  // A newsletter sign-up's mail depends on the address's subscription: the answer says what went.
  if (mails === 'subscription') return { status: 200, text: newsletterAnswer(locale, ownMail) };
  const text = localize(success.text, locale);
  return { status: 200, text: ownMail === 'proof' ? `${text} ${PROOF_NOTE[locale]}` : text };
}

/** What a bot that claimed an unknown type is told, exactly as a person would be for a known one. */
export const GENERIC_SUCCESS = 'Bedankt, uw gegevens zijn verstuurd.';

export const ALREADY_REGISTERED_TEXT = `Deze school is al aangemeld. Wilt u de aanmelding wijzigen? Mail dan naar ${SITE.helpdeskEmail} of bel ${SITE.helpdeskPhone}.`;

export const KEY_REUSED_TEXT =
  'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Vernieuw de pagina en probeer het opnieuw.';

export const BAD_IDEMPOTENCY_KEY_TEXT = 'De Idempotency-Key is ongeldig (1 tot 200 letters, cijfers of leestekens).';

export const UNKNOWN_PRE_REGISTRATION_TEXT =
  'De link naar uw vooraanmelding is ongeldig. Open de link uit de bevestigingsmail opnieuw of vul het formulier volledig in.';

/** After "already registered by …": how a school that did not register takes the registration over. */
const CLAIM_PATH =
  'Is dit niet van uw school? Vraag de aanmelding over met de knop "Vraag de aanmelding over" in het formulier; de helpdesk neemt uw verzoek in behandeling.';
const RO_CLAIM_PATH =
  'Nu este înscrierea școlii dumneavoastră? Solicitați preluarea înscrierii cu butonul „Solicitați preluarea înscrierii” din formular; helpdesk-ul vă analizează cererea.';

/** Every text the intake answers with, in one locale (success texts: the form definitions). */
export type AnswerTexts = {
  genericSuccess: string;
  alreadyRegistered: string;
  /** The school is registered by a trusted registration whose addresses are on `domain`: the way to claim it. */
  alreadyRegisteredBy: (domain: string) => string;
  /** The school is registered from outside its domain (the helpdesk still checks it): the way to claim it. */
  alreadyRegisteredOutsideDomain: string;
  /** The school is registered by someone on its domain who has not confirmed the address yet: the way to claim it. */
  alreadyRegisteredUnconfirmed: string;
  /** The client registered the most schools one client may in an hour. */
  registrationQuota: (max: number) => string;
  keyReused: string;
  badIdempotencyKey: string;
  unknownPreRegistration: string;
  /** The pre-registration has a final registration already. */
  alreadyCompleted: string;
  /** A colleague's form joined the school's open pre-registration as a contact (server/registration-service/join.ts). */
  joinedPreRegistration: string;
  /** The sender is a contact of the school's open pre-registration already: completing it is done through the link. */
  contactOfPreRegistration: string;
  preRegistrationWithdrawn: string;
  /** The final registration names a pre-registration of another school. */
  preRegistrationOfOtherSchool: string;
  missingStartedAt: string;
  formExpired: string;
  notAnObject: string;
  notPrimarySchool: string;
  /** The Doorstroomtoets registration of `year` has not opened yet (it opens on `from`, ISO date). */
  registrationUpcoming: (year: number, from: string) => string;
  /** It closed on `until`: a late registration goes through the helpdesk. */
  registrationClosed: (year: number, until: string) => string;
  /** A pre-registration can no longer be completed through the form (after `until`, or made too late). */
  completionClosed: (year: number, until: string) => string;
};

const HELPDESK = `${SITE.helpdeskEmail}, ${SITE.helpdeskPhone}`;

/** '2026-11-15' → '15 noiembrie 2026'. */
const romanianLong = (date: string) =>
  new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const NL: AnswerTexts = {
  genericSuccess: GENERIC_SUCCESS,
  alreadyRegistered: ALREADY_REGISTERED_TEXT,
  alreadyRegisteredBy: (domain) =>
    `Deze school is al aangemeld door iemand met een e-mailadres op @${domain}. ${CLAIM_PATH}`,
  alreadyRegisteredOutsideDomain: `Deze school is al aangemeld door iemand buiten het domein van de school. ${CLAIM_PATH}`,
  alreadyRegisteredUnconfirmed: `Deze school is al aangemeld door iemand die het e-mailadres nog niet heeft bevestigd. ${CLAIM_PATH}`,
  registrationQuota: (max) =>
    `Vanaf dit netwerk zijn in het afgelopen uur al ${max} scholen aangemeld, het maximum per uur. Probeer het over een uur opnieuw, of neem contact op met de helpdesk: ${HELPDESK}.`,
  keyReused: KEY_REUSED_TEXT,
  badIdempotencyKey: BAD_IDEMPOTENCY_KEY_TEXT,
  unknownPreRegistration: UNKNOWN_PRE_REGISTRATION_TEXT,
  alreadyCompleted:
    'Deze vooraanmelding is al afgerond met een aanmelding. Wilt u die aanmelding wijzigen? Open dan de link in de bevestigingsmail ervan.',
  contactOfPreRegistration:
    'Uw school is al vooraangemeld en u bent contactpersoon van die vooraanmelding; er is niets nieuws opgeslagen. Rond de aanmelding af met de knop "Rond de aanmelding af" in uw bevestigingsmail. Kunt u die mail niet vinden? Vraag de link dan opnieuw aan op de pagina van uw aanmelding.',
  joinedPreRegistration:
    'Uw school was al vooraangemeld door een collega. Wij hebben u als contactpersoon aan die vooraanmelding toegevoegd, zodat er één aanmelding blijft. U krijgt een e-mail met uw eigen link; daarmee bekijkt u de aanmelding en rondt u hem af. Uw collega krijgt bericht dat u bent toegevoegd.',
  preRegistrationWithdrawn:
    'Deze vooraanmelding is ingetrokken en kan niet meer worden afgerond. Vul het aanmeldformulier volledig in om uw school aan te melden.',
  preRegistrationOfOtherSchool:
    'Deze vooraanmelding hoort bij een andere school. Open de link uit de bevestigingsmail van de vooraanmelding van deze school.',
  missingStartedAt: 'Het formulier is niet volledig verzonden. Vernieuw de pagina en probeer het opnieuw.',
  formExpired: 'Dit formulier stond te lang open. Vernieuw de pagina; wat u invulde, blijft staan.',
  notAnObject: formTexts('nl').notAnObject,
  notPrimarySchool: notPrimarySchoolText(SITE.helpdeskEmail, SITE.helpdeskPhone),
  registrationUpcoming: (year, from) =>
    `Aanmelden voor de Doorstroomtoets ${year} kan vanaf ${formatDutchLong(from)}. Er is niets opgeslagen.`,
  registrationClosed: (year, until) =>
    `Aanmelden voor de Doorstroomtoets ${year} kon tot en met ${formatDutchLong(until)}; er is niets opgeslagen. Wilt u uw school toch nog aanmelden? Neem contact op met de helpdesk: ${HELPDESK}.`,
  completionClosed: (year, until) =>
    `Een vooraanmelding voor de Doorstroomtoets ${year} kon tot en met ${formatDutchLong(until)} worden afgerond; er is niets opgeslagen. Neem contact op met de helpdesk: ${HELPDESK}.`,
};

/** Romanian readers call from abroad, or the Romanian office once it is known. */
const RO_HELPDESK = ROMANIAN_CONTACT.helpdesk;

/** The answers to a form posted from the Romanian site. */
const RO: AnswerTexts = {
  genericSuccess: 'Vă mulțumim, datele dumneavoastră au fost trimise.',
  alreadyRegisteredBy: (domain) =>
    `Această școală este deja înscrisă de cineva cu o adresă de e-mail @${domain}. ${RO_CLAIM_PATH}`,
  alreadyRegisteredOutsideDomain: `Această școală este deja înscrisă de cineva din afara domeniului școlii. ${RO_CLAIM_PATH}`,
  alreadyRegisteredUnconfirmed: `Această școală este deja înscrisă de cineva care nu și-a confirmat încă adresa de e-mail. ${RO_CLAIM_PATH}`,
  registrationQuota: (max) =>
    `Din această rețea au fost deja înscrise ${max} școli în ultima oră, numărul maxim pe oră. Încercați din nou peste o oră sau contactați helpdesk-ul: ${RO_HELPDESK.email}.`,
  alreadyRegistered: `Această școală este deja înscrisă. Doriți să modificați înscrierea? Scrieți la ${RO_HELPDESK.email} sau sunați la ${RO_HELPDESK.phone}.`,
  keyReused:
    'Această cheie Idempotency-Key a fost deja folosită pentru o altă cerere. Reîncărcați pagina și încercați din nou.',
  badIdempotencyKey: 'Cheia Idempotency-Key nu este validă (între 1 și 200 de litere, cifre sau semne de punctuație).',
  unknownPreRegistration:
    'Linkul către preînscrierea dumneavoastră nu este valid. Deschideți din nou linkul din e-mailul de confirmare sau completați formularul în întregime.',
  alreadyCompleted:
    'Această preînscriere a fost deja finalizată printr-o înscriere. Doriți să modificați înscrierea? Deschideți linkul din e-mailul de confirmare al acesteia.',
  contactOfPreRegistration:
    'Școala dumneavoastră este deja preînscrisă și sunteți persoană de contact pentru această preînscriere; nu a fost salvat nimic nou. Finalizați înscrierea cu butonul din e-mailul de confirmare. Nu găsiți e-mailul? Solicitați din nou linkul pe pagina înscrierii dumneavoastră.',
  joinedPreRegistration:
    'Școala dumneavoastră a fost deja preînscrisă de un coleg. V-am adăugat ca persoană de contact la această preînscriere, astfel încât să rămână o singură înscriere. Veți primi un e-mail cu propriul dumneavoastră link; cu acesta vedeți înscrierea și o finalizați. Colegul dumneavoastră este anunțat că ați fost adăugat.',
  preRegistrationWithdrawn:
    'Această preînscriere a fost retrasă și nu mai poate fi finalizată. Completați formularul de înscriere în întregime pentru a vă înscrie școala.',
  preRegistrationOfOtherSchool:
    'Această preînscriere aparține altei școli. Deschideți linkul din e-mailul de confirmare al preînscrierii acestei școli.',
  missingStartedAt: 'Formularul nu a fost trimis complet. Reîncărcați pagina și încercați din nou.',
  formExpired: 'Acest formular a stat deschis prea mult timp. Reîncărcați pagina; ce ați completat rămâne păstrat.',
  notAnObject: formTexts('ro').notAnObject,
  notPrimarySchool: `Această școală nu este o școală de învățământ primar. Formularul este destinat învățământului primar și învățământului special. Aveți întrebări? Scrieți la ${RO_HELPDESK.email} sau sunați la ${RO_HELPDESK.phone}.`,
  registrationUpcoming: (year, from) =>
    `Înscrierea pentru Doorstroomtoets ${year} este posibilă începând cu ${romanianLong(from)}. Nu a fost salvat nimic.`,
  registrationClosed: (year, until) =>
    `Înscrierea pentru Doorstroomtoets ${year} a fost posibilă până la ${romanianLong(until)} inclusiv; nu a fost salvat nimic. Doriți totuși să înscrieți școala? Contactați helpdesk-ul: ${RO_HELPDESK.email}, ${RO_HELPDESK.phone}.`,
  completionClosed: (year, until) =>
    `O preînscriere pentru Doorstroomtoets ${year} a putut fi finalizată până la ${romanianLong(until)} inclusiv; nu a fost salvat nimic. Contactați helpdesk-ul: ${RO_HELPDESK.email}, ${RO_HELPDESK.phone}.`,
};

const BY_LOCALE: Record<Locale, AnswerTexts> = { nl: NL, ro: RO };

export function answerTexts(locale: Locale): AnswerTexts {
  return BY_LOCALE[locale];
}

/**
 * The 409 for a school whose place is taken: how it is held, with the way to claim it; the holder's
 * domain only when the holder is trusted (a stranger's domain would mislead, and tell who chose us).
 */
export function alreadyRegisteredText(texts: AnswerTexts, holder: { heldBy: PlaceHeldBy; domains: string[] } | null) {
  if (holder?.heldBy === 'outside-domain') return texts.alreadyRegisteredOutsideDomain;
  if (holder?.heldBy === 'unconfirmed') return texts.alreadyRegisteredUnconfirmed;
  const domain = holder?.domains[0];
  return domain ? texts.alreadyRegisteredBy(domain) : texts.alreadyRegistered;
}
