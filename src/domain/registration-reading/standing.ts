/**
 * Where a registration stands and until when the school may change it, in words a school
 * understands. No form tables here: the thank-you page reads its deadline from this file alone.
 */
import { formatDutchLong, type IsoDate } from '../dates';
import { completionUntil, currentRound, roundOf, yearOfDoorstroomtoetsType, type RegistrationRound } from '../rounds';
import type { ProductDeadline } from './deadlines';
import { REGISTRATION_STATE, type RegistrationState } from '../registrationStates';
import type { Standing } from './types';

/** Whether a form type is a pre-registration (with or without its round's year). */
export const isPreRegistrationTypeName = (type: string): boolean =>
  /^doorstroomtoets-pre-registration(?:-\d{4})?$/.test(type);

/** The round a stored form type belongs to: its year's, else (no year in the type) the round of `today`. */
export function roundOfType(
  type: string,
  storedRound: number | null | undefined,
  today: IsoDate,
): RegistrationRound | null {
  const year = yearOfDoorstroomtoetsType(type) ?? storedRound ?? null;
  return year === null ? currentRound(today) : (roundOf(year) ?? null);
}

/** Until when a pre-registration of this type, sent on `today`, may be completed and changed; null for other types. */
export function preRegistrationDeadline(type: string, today: IsoDate): IsoDate | null {
  if (!isPreRegistrationTypeName(type)) return null;
  const round = roundOfType(type, null, today);
  return round ? completionUntil(round) : null;
}

export type StandingInput = {
  preRegistration: boolean;
  /** A pre-registration its final registration completed. */
  completed: boolean;
  state: RegistrationState;
  changedAt: string | null;
  changesUntil: IsoDate | null;
  /** Each chosen product's own deadline: named one by one when they differ. */
  productDeadlines?: readonly ProductDeadline[];
  today: IsoDate;
};

const long = (day: IsoDate) => formatDutchLong(day.slice(0, 10));

/** A standing from its label and what the label means. */
const standing = (code: Standing['code'], label: string, detail: string, text = `${label} — ${detail}`): Standing => ({
  code,
  label,
  detail,
  text,
});

/** The state in words: 'Vooraangemeld — nog af te ronden tot en met 11 januari 2027'. */
export function standingOf(input: StandingInput): Standing {
  const { state, changesUntil, today } = input;
  if (state === REGISTRATION_STATE.withdrawn) {
    return standing('withdrawn', 'Ingetrokken', 'de school is niet meer aangemeld');
  }
  if (input.preRegistration && input.completed) {
    return standing('completed', 'Afgerond', 'de vooraanmelding is een aanmelding geworden');
  }
  if (input.preRegistration) {
    const detail = !changesUntil
      ? 'nog af te ronden'
      : today <= changesUntil
        ? `nog af te ronden tot en met ${long(changesUntil)}`
        : `niet afgerond (dat kon tot en met ${long(changesUntil)})`;
    return standing('pre-registered', 'Vooraangemeld', detail);
  }
  if (state === REGISTRATION_STATE.changed) {
    const on = input.changedAt ? ` op ${long(input.changedAt)}` : '';
    return standing('changed', 'Gewijzigd', `aangemeld, laatst gewijzigd${on}`, `Aangemeld — gewijzigd${on}`);
  }
  return standing('registered', 'Aangemeld', 'wij hebben de aanmelding ontvangen');
}

/** The deadline for changes in a sentence; null when there is none to name (withdrawn, completed, no round). */
export function deadlineOf(input: StandingInput, standing: Standing): string | null {
  const { changesUntil, today } = input;
  if (!changesUntil || standing.code === 'withdrawn' || standing.code === 'completed') return null;
  const open = today <= changesUntil;
  if (standing.code === 'pre-registered') {
    return open
      ? `U kunt de vooraanmelding afronden en wijzigen tot en met ${long(changesUntil)}.`
      : `Afronden en wijzigen kon tot en met ${long(changesUntil)}.`;
  }
  const own = input.productDeadlines ?? [];
  if (open && new Set(own.map(({ until }) => until)).size > 1) {
    // Each product's deadline is its own: 'Proeftoets 2027 tot en met 29 december 2026'.
    const each = own.map(({ name, until }) => `${name} tot en met ${long(until)}`);
    return `U kunt de aanmelding wijzigen of intrekken: ${each.slice(0, -1).join(', ')} en ${each[each.length - 1]}.`;
  }
  return open
    ? `U kunt de aanmelding wijzigen of intrekken tot en met ${long(changesUntil)}.`
    : `Wijzigen of intrekken kon tot en met ${long(changesUntil)}.`;
}

/** What the school does next. */
export function nextStepOf(input: StandingInput, standing: Standing): string {
  const { changesUntil, today } = input;
  const open = !changesUntil || today <= changesUntil;
  switch (standing.code) {
    case 'withdrawn':
      return 'U hoeft niets te doen. Wilt u de school toch aanmelden? Meld de school dan opnieuw aan, of neem contact op met de helpdesk als het aanmeldformulier gesloten is.';
    case 'completed':
      return 'U hoeft met deze vooraanmelding niets meer te doen. De aanmelding zelf bekijkt en wijzigt u via de link in de bevestiging van de aanmelding.';
    case 'pre-registered':
      return open
        ? `Rond de aanmelding af${changesUntil ? ` tot en met ${long(changesUntil)}` : ''}: kies de eerste afnamedag en beantwoord de laatste vragen.`
        : 'Wilt u de aanmelding nog afronden? Neem dan contact op met de helpdesk.';
    default:
      return open
        ? `U hoeft nu niets te doen. Klopt er iets niet? Wijzig de aanmelding dan${changesUntil ? ` tot en met ${long(changesUntil)}` : ''}.`
        : 'U hoeft niets te doen. Wilt u nog iets wijzigen? Neem dan contact op met de helpdesk.';
  }
}
