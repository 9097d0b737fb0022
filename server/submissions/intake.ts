import * as v from 'valibot';
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import {
  definitionOf,
  HELPDESK_REQUEST_DEFINITION,
  HELPDESK_REQUEST_TYPE,
  isPreRegistrationType,
  isRegistrationType,
  isStoredType,
  jobTitleProblems,
  parseSubmission,
  registrationModeOf,
  type StoredType,
  type StoredValues,
} from '../../src/domain/forms';
import { DEFAULT_LOCALE, type Locale } from '../../src/domain/locale';
import { issueSentence, summarize } from '../../src/domain/forms/issues';
import { composeMails } from '../mail/compose';
import { addressesOf, contactAddresses, contactsOf, recipientsOf } from '../../src/domain/people';
import { fileClaim } from '../registration-service/claims';
import { emailDomain, isOnDomain } from '../schools/school-domains';
import { chosenTopics, signUp } from '../newsletter-store/subscriptions';
import { NEWSLETTER_CONSENT } from '../../src/domain/forms';
import type { SigningKeys } from '../security/signing-keys';
import type { Storage } from '../storage/database';
import { countBotDrop, newId, storeSubmission, type SchoolKeys, type StoreResult } from './store/submissions';
import { enqueue, ownMailOf, type OwnMail } from '../mail/own-mail';
import type { MailCaps } from '../mail/caps';
import { addContactLinks } from '../registration-records/contact-links';
import { readSubmission } from './store/rows';
import { alreadyRegisteredText, answerTexts, successAnswer } from '../answers/answers';
import { checkBotFields, type BotReason } from './bot-defence';
import { MAX_FIELDS, hasMoreKeysThan } from '../../src/domain/forms/parseSubmission';
import { formTexts } from '../../src/domain/forms/texts';
import { signUpClosedProblem } from '../../src/domain/trainings';
import { roundOfType, schoolKeys } from '../schools/school-keys';
import { doorstroomtoetsRefusal, isDoorstroomtoetsRegistration, roundOfSubmission } from './round-gate';
import { todayIso, type RegistrationRound } from '../../src/domain/rounds';
import { NO_FACTS, type SchoolFacts, type SchoolSector } from '../schools/types';
import { withIndexedSchool, type SchoolLookup } from '../schools/indexed-school';
import { markUntrustedRegistration, ownDomainsOf } from '../registration-service/school-trust';
import { RegistrationQuotaReached, takeRegistrationQuota } from '../registration-service/registration-quota';
import { placeHolder } from '../registration-service/claims';
import { newKenmerk } from './store/kenmerk';
import { contactOfToken } from '../registration-records/personal-link';
import { isColleague, joinPreRegistration, newContacts, openPreRegistration } from '../registration-service/join';
import { isRecord } from '../../src/domain/values';

/** What the route answers: a status and a text body (a 307's body is the thank-you page's address). */
export type Answer = {
  /** 202: the school's own contact takes the place back from a stranger once the mailbox is proven. */
  status: 200 | 202 | 307 | 400 | 409 | 429;
  text: string;
  /** The form was open too long (or its clock is far off): the page keeps its values over a reload. */
  formExpired?: true;
};

/** `form`: /api/process-form (all form types); `send`: /api/send (the helpdesk request). */
export type IntakeKind = 'form' | 'send';

export type IntakeDeps = {
  /** The caps are required: every mail intake queues goes through them. */
  storage: Pick<Storage, 'db' | 'write'> & { mailCaps: MailCaps };
  publicUrl: string;
  helpdeskEmail: string;
  now: () => number;
  /** A form sent sooner than this after it was opened is a bot's (MIN_FILL_TIME_MS). */
  minFillTimeMs: number;
  /** Called after a commit that queued mails (wakes the outbox worker, counts the form type). */
  onStored?: (type: string) => void;
  /** Called after a commit that queued mails without storing a submission (a take-back's proof mail). */
  onMailQueued?: () => void;
  /** Called for every dropped bot submission (for the log). */
  onBot?: (reason: BotReason) => void;
  /** The sector the school finder knows a location (`03GR01`) by; null for a location it does not know. */
  schoolSector?: (brinLocation: string) => SchoolSector | null;
  /** Checks the personal link a final registration names its pre-registration with. */
  signingKey?: SigningKeys;
  /** DUO's web address, phone and board of a location (`03GR01`): whether a registration is the school's own. */
  schoolFacts?: (brinLocation: string) => SchoolFacts;
  /** The school finder's schools at a location (`03GR01`): where a chosen school's name and address come from. */
  indexedSchool?: SchoolLookup;
  /** New registrations one client may store per clock hour; 0 or absent: no limit. */
  registrationsPerHour?: number;
};

/**
 * Whether a final registration's school is its pre-registration's, matched as
 * schoolAlreadyRegistered matches: the RIO ids when both have them, else BRIN + vestiging; a school
 * entered by hand (no codes) matches only a pre-registration without codes.
 */
function sameSchool(pre: SchoolKeys, final: SchoolKeys | null): boolean {
  if (pre.rio && final?.rio) return pre.rio === final.rio;
  if (pre.brin && final?.brin) return pre.brin === final.brin;
  return !pre.rio && !pre.brin && !final?.rio && !final?.brin;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function success(type: unknown, locale: Locale, ownMail: OwnMail = 'sent', kenmerk: string | null = null): Answer {
  return isStoredType(type)
    ? successAnswer(type, locale, ownMail, kenmerk)
    : { status: 200, text: answerTexts(locale).genericSuccess };
}

const invalid = (text: string): Answer => ({ status: 400, text });

/** What a schema proved, typed by its form (narrowed on `values.type`), or why it was refused. */
type Parsed = { success: true; type: StoredType; values: StoredValues } | { success: false; message: string };

function parse(kind: IntakeKind, values: Record<string, unknown>, locale: Locale, today: string): Parsed {
  if (kind === 'send') {
    const result = v.safeParse(HELPDESK_REQUEST_DEFINITION.schema, values, { lang: locale });
    return result.success
      ? { success: true, type: HELPDESK_REQUEST_TYPE, values: { type: HELPDESK_REQUEST_TYPE, ...result.output } }
      : { success: false, message: issueSentence(summarize(result.issues), locale) };
  }
  // A form without a year (the primary sign-up) is checked against the round of the day.
  // The type is untrusted: an object whose toString is not a function would throw in String().
  const claimed = typeof values.type === 'string' ? values.type : '';
  const round: RegistrationRound = roundOfSubmission(claimed, today);
  const result = parseSubmission(values, locale, round);
  if (result.success) return { success: true, type: result.output.type, values: result.output };
  // A first day outside the day's range is named by that range (the form's min and max), not the window's.
  const signUp = isStoredType(claimed) ? definitionOf(claimed).signUp : undefined;
  const days = signUp ? signUp.firstDayProblems(values, round, today) : [];
  const issues = [...days, ...result.issues.filter((issue) => !days.some((day) => day.path === issue.path))];
  return { success: false, message: issueSentence(issues, locale) };
}

/** The person who filled the form in, as far as it tells: the first person it names. */
function senderOf(values: StoredValues): string | undefined {
  return recipientsOf(values)[0]?.address;
}

/**
 * Takes one posted form: bot check, validation with the shared schema, the registration rules,
 * then one transaction with the submission and its mails. The answer is only a success after the
 * commit. Its text is in `locale`, the language of the page that posted (Dutch by default).
 */
export async function takeSubmission(
  deps: IntakeDeps,
  kind: IntakeKind,
  body: unknown,
  idempotencyKey: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
  /** The client that sent it (IPv4 address, IPv6 /64, as the rate limits count it): its new registrations
   * per hour and its share of the global mail cap. */
  client?: string,
): Promise<Answer> {
  const texts = answerTexts(locale);
  if (!isRecord(body)) return invalid(texts.notAnObject);
  // Before the body is copied (bot fields, token): thousands of keys are refused uncounted.
  if (hasMoreKeysThan(body, MAX_FIELDS)) return invalid(formTexts(locale).tooManyFields);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) return invalid(texts.badIdempotencyKey);

  const now = deps.now();
  const bot = checkBotFields(body, now, deps.minFillTimeMs);
  // The bot check refuses visibly when the start time is missing, too far ahead or too old.
  if (bot.kind === 'invalid') return invalid(texts.missingStartedAt);
  if (bot.kind === 'expired') return { ...invalid(texts.formExpired), formExpired: true };
  if (bot.kind === 'bot') {
    await countBotDrop(deps.storage.db, bot.reason, new Date(now));
    deps.onBot?.(bot.reason);
    // Answer exactly as a stored submission of the claimed type would be answered: a registration
    // with a Kenmerk of its round's shape (drawn, never stored).
    const claimed = kind === 'send' ? HELPDESK_REQUEST_TYPE : bot.values.type;
    const kenmerk = isRegistrationType(claimed)
      ? newKenmerk(roundOfSubmission(claimed, todayIso(new Date(now))).year)
      : null;
    return success(claimed, locale, 'sent', kenmerk);
  }

  // The personal link's token proves the right to complete a pre-registration; it is never stored.
  const { registrationToken, ...fields } = bot.values;
  // The day of the request decides the round of a form without a year and which windows are open.
  const today = todayIso(new Date(now));
  // A chosen school's facts are DUO's, not the browser's; taken before the schema, which checks them.
  const parsed = parse(kind, withIndexedSchool(fields, deps.indexedSchool), locale, today);
  if (!parsed.success) return invalid(parsed.message);
  const { type, values } = parsed;
  const round = roundOfSubmission(type, today);

  const registrationId = 'registrationId' in values && values.registrationId ? values.registrationId : null;
  const keys = 'school' in values ? schoolKeys(values.school) : null;
  let completes: string | null = null;
  if (registrationId) {
    const contact = deps.signingKey
      ? await contactOfToken(deps.storage.db, deps.signingKey, registrationToken, now)
      : null;
    const earlier = contact?.submissionId === registrationId ? await preRegistration(deps, registrationId) : null;
    if (!earlier || !isPreRegistrationType(earlier.type)) return invalid(texts.unknownPreRegistration);
    if (earlier.withdrawnAt !== null) return { status: 409, text: texts.preRegistrationWithdrawn };
    if (!sameSchool(earlier.school, keys)) {
      return invalid(texts.preRegistrationOfOtherSchool);
    }
    // A pre-registration is completed in its own round.
    const madeAt = Date.parse(earlier.createdAt);
    if (roundOfType(earlier.type, madeAt) !== round.year) return invalid(texts.unknownPreRegistration);
    completes = todayIso(new Date(madeAt));
    // Completed already is the database's answer (a unique key), after a replay was recognised.
  }

  if (isDoorstroomtoetsRegistration(type)) {
    const refusal = doorstroomtoetsRefusal(round, today, completes, texts);
    if (refusal) return { status: 409, text: refusal };
    // One registration per school and round: a colleague joins the school's open pre-registration.
    if (!registrationId && keys && (keys.brin || keys.rio)) {
      const joined = await joinOpenPreRegistration(deps, { keys, round, values, locale, client, at: new Date(now) });
      if (joined) return joined;
    }
  }
  // A contact's job title is chosen, not defaulted (the schema accepts none: a moved contact has none).
  const untitled = isRegistrationType(type) ? jobTitleProblems(values, locale) : [];
  if (untitled.length > 0) return invalid(issueSentence(untitled, locale));
  // A training's sign-up closes when its programme goes out: by the server's day, never the browser's.
  if (values.type === 'training') {
    const problem = signUpClosedProblem(values.training_date, today, locale);
    if (problem) return invalid(problem);
  }
  const { schoolSector, signUp: primarySignUp, mails: writesMails = 'composed' } = definitionOf(type);
  if (primarySignUp) {
    const problems = primarySignUp.firstDayProblems(values, round, today);
    if (problems.length > 0) return invalid(issueSentence(problems, locale));
  }

  // A form for one sector refuses a chosen school the finder knows as another sector's; a school
  // entered by hand (no codes) or one the finder does not know is taken as it is.
  if (schoolSector && 'school' in values) {
    const { brin } = schoolKeys(values.school);
    const known = brin ? deps.schoolSector?.(brin) : null;
    if (known && known !== schoolSector) return invalid(texts.notPrimarySchool);
  }

  const mode = registrationModeOf(type);
  const id = newId();
  const facts = keys?.brin ? (deps.schoolFacts?.(keys.brin) ?? NO_FACTS) : NO_FACTS;
  const perHour = deps.registrationsPerHour ?? 0;
  const contacts = isRegistrationType(type) ? contactAddresses(values) : [];
  // A newsletter sign-up is confirmed by the address first (double opt-in): its mails depend on
  // what is stored for the address already, decided in the same transaction.
  const mailsOf = (trx: Transaction<Database>, at: string) =>
    writesMails === 'subscription'
      ? signUp(
          trx,
          {
            email: 'email' in values ? values.email : '',
            topics: chosenTopics(values),
            locale,
            consentText: NEWSLETTER_CONSENT[locale],
            submissionId: id,
          },
          at,
        )
      : Promise.resolve(
          composeMails({ type, id, values, publicUrl: deps.publicUrl, helpdeskEmail: deps.helpdeskEmail, locale }),
        );
  // One transaction that intake composes: the submission (the store), each contact's personal link,
  // the client's quota and the trust check of a registration, and its mails (the outbox).
  const alsoWrite = async (trx: Transaction<Database>, at: string): Promise<OwnMail> => {
    if (isRegistrationType(type)) {
      await addContactLinks(trx, id, contacts, at);
      // A registration is counted for its client (a school typed by hand too; completing one's own
      // pre-registration is no new school) and checked against the school's domain.
      if (!registrationId && client && perHour > 0) await takeRegistrationQuota(trx, client, at, perHour);
      await markUntrustedRegistration(trx, { submissionId: id, contacts, facts, at });
    }
    const policy = { caps: deps.storage.mailCaps, client };
    return enqueue(trx, await mailsOf(trx, at), policy, { submissionId: id, at, sender: senderOf(values) });
  };
  let result: StoreResult<OwnMail>;
  try {
    result = await storeSubmission(
      deps.storage,
      {
        id,
        type,
        values,
        idempotencyKey: idempotencyKey ?? null,
        registration: mode && keys && (keys.brin || keys.rio) ? { mode, round: round.year, school: keys } : null,
        // Every registration belongs to its round: a change is checked against it, whatever round is current then.
        round: isRegistrationType(type) ? round.year : null,
        at: new Date(now),
        school: keys,
        personalPage: isRegistrationType(type),
        // What the helpdesk handles has a Kenmerk to name; a subscription is no case of theirs.
        withKenmerk: writesMails !== 'subscription',
        registrationId,
        // One live primary sign-up per school, product and round: a second one is refused as registrations are.
        signUp: primarySignUp && keys ? { round: round.year, school: keys } : null,
        emails: addressesOf(values),
        locale,
      },
      alsoWrite,
    );
  } catch (error) {
    if (error instanceof RegistrationQuotaReached) return { status: 429, text: texts.registrationQuota(perHour) };
    throw error;
  }
  switch (result.kind) {
    case 'stored':
      deps.onStored?.(type);
      return success(type, locale, result.written, result.kenmerk);
    case 'replayed':
      return success(
        result.type,
        locale,
        await ownMailOf(deps.storage.db, result.id, senderOf(values)),
        result.kenmerk,
      );
    case 'key-reused':
      return { status: 409, text: texts.keyReused };
    case 'already-registered': {
      // The school's place is taken: how it is held (the domain only of a trusted holder), with the way to claim it.
      const holder = keys ? await placeHolder(deps.storage.db, keys, mode ? { mode } : { type }, round.year) : null;
      // The school's own contact against a stranger's registration: the place moves once they prove the mailbox.
      if (holder && holder.heldBy !== 'trusted' && mode && !registrationId) {
        const filed = await offerTakeBack(deps, {
          holderId: holder.id,
          values,
          facts,
          locale,
          client,
          at: new Date(now),
        });
        if (filed) return { status: 202, text: takeBackText(locale, filed) };
      }
      return { status: 409, text: alreadyRegisteredText(texts, holder) };
    }
    case 'already-completed':
      return { status: 409, text: texts.alreadyCompleted };
    case 'pre-registration-withdrawn':
      return { status: 409, text: texts.preRegistrationWithdrawn };
  }
}

/**
 * A Doorstroomtoets form for a school with an open pre-registration (not completed, not withdrawn):
 * a colleague (the pre-registration's contacts' domain) joins it as a contact, answered 200; anyone
 * else's final registration is refused as already registered (409, with the claim path) instead of
 * becoming a rival. Null: no open pre-registration, or a pre-registration form of someone else
 * (the place's own refusal and take-back follow).
 */
async function joinOpenPreRegistration(
  deps: IntakeDeps,
  input: {
    keys: SchoolKeys;
    round: RegistrationRound;
    values: StoredValues;
    locale: Locale;
    client: string | undefined;
    at: Date;
  },
): Promise<Answer | null> {
  const texts = answerTexts(input.locale);
  const record = await openPreRegistration(deps.storage.db, input.keys, input.round.year);
  if (!record) return null;
  const sender = senderOf(input.values);
  if (sender && isColleague(record, input.values)) {
    // Everyone on the form is a contact already: the pre-registration is theirs to complete by its link.
    if (newContacts(record, input.values).length === 0) return { status: 409, text: texts.contactOfPreRegistration };
    const version = await joinPreRegistration(deps.storage, {
      record,
      values: input.values,
      sender,
      client: input.client ?? '',
      locale: input.locale,
      helpdeskEmail: deps.helpdeskEmail,
      at: input.at,
    });
    if (version !== null) deps.onMailQueued?.();
    return { status: 200, text: texts.joinedPreRegistration };
  }
  if (isPreRegistrationType(input.values.type)) return null;
  const holder = await placeHolder(deps.storage.db, input.keys, { mode: 'pre-registration' }, input.round.year);
  return { status: 409, text: alreadyRegisteredText(texts, holder) };
}

/**
 * Files a take-back when every contact of the registration writes from the school's own domain
 * (DUO's web address, unless shared, or a domain the helpdesk ticked for the board): a claim
 * carrying the registration, made once its first contact proves the mailbox (takeBackPlace).
 * Null when the contacts are not the school's: the claim path to the helpdesk stays.
 */
async function offerTakeBack(
  deps: IntakeDeps,
  input: {
    holderId: string;
    values: StoredValues;
    facts: SchoolFacts;
    locale: Locale;
    client: string | undefined;
    at: Date;
  },
): Promise<'waiting' | 'already' | null> {
  const contacts = contactsOf(input.values);
  const [first] = contacts;
  const own = await ownDomainsOf(deps.storage.db, input.facts);
  const fromSchool = (email: unknown) =>
    typeof email === 'string' && own.some((domain) => isOnDomain(emailDomain(email), domain));
  if (!first || own.length === 0 || !contacts.every((contact) => fromSchool(contact.email))) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const outcome = await fileClaim(deps.storage, {
    submissionId: input.holderId,
    claimant: {
      first_name: text(first.first_name),
      last_name: [text(first.tussenvoegsel), text(first.last_name)].filter(Boolean).join(' '),
      email: text(first.email),
      phone: text(first.work_number),
      message: '',
    },
    locale: input.locale,
    at: input.at,
    client: input.client,
    payload: input.values,
  });
  if (outcome.kind === 'no-registration') return null;
  deps.onMailQueued?.();
  return outcome.kind === 'already' ? 'already' : 'waiting';
}

/** What the school's own contact is told when a stranger held the place: click, and it is theirs. */
function takeBackText(locale: Locale, outcome: 'waiting' | 'already'): string {
  const texts = {
    nl: {
      waiting:
        'Deze school was al aangemeld door iemand van wie niet vaststaat dat die bij de school hoort. Omdat u een e-mailadres van de school gebruikt, kunt u de aanmelding zelf overnemen: we hebben u een e-mail gestuurd. Klik daarin op "Bevestig het adres"; daarna staat de aanmelding op naam van uw school, met wat u nu invulde, en ontvangt u de bevestiging.',
      already:
        'U heeft al gevraagd deze aanmelding over te nemen. Klik in de e-mail die we u stuurden op "Bevestig het adres"; daarna staat de aanmelding op naam van uw school.',
    },
    ro: {
      waiting:
        'Această școală a fost deja înscrisă de cineva despre care nu se știe dacă aparține școlii. Deoarece folosiți o adresă de e-mail a școlii, puteți prelua singur înscrierea: v-am trimis un e-mail. Apăsați în el pe „Confirmați adresa”; după aceea înscrierea trece pe numele școlii dumneavoastră, cu datele completate acum, și primiți confirmarea.',
      already:
        'Ați cerut deja preluarea acestei înscrieri. Apăsați în e-mailul pe care vi l-am trimis pe „Confirmați adresa”; după aceea înscrierea trece pe numele școlii dumneavoastră.',
    },
  } as const;
  return texts[locale][outcome];
}

/** What completing a pre-registration checks: its type, whether it was withdrawn, its school. */
const preRegistration = (deps: IntakeDeps, id: string) => readSubmission(deps.storage.db, { id });
