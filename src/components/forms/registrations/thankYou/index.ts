import { recipientsOf } from '@site/src/domain/people';
import { readRegistration, readingRows } from '@site/src/domain/registration-reading';
import type { RegistrationRound } from '@site/src/domain/rounds';
import { visitorToday } from '@site/src/components/visitorClock';
import type { ThankYouNote } from '../../thankYouNote';

type Registration = { school?: { naam?: unknown } | null; contacts?: readonly ({ email?: unknown } | undefined)[] };

/** The form type and round a registration is read by (what the mail says of it). */
export type Reading = { type: string; round: RegistrationRound };

/**
 * What the thank-you page tells after a registration: the form (its name as the visitor saw it),
 * the school, every contact's address (the confirmation goes to all contacts) and, with `reading`,
 * what was registered in the words of the confirmation (readRegistration's rows).
 */
export function registrationThankYou(form: string, reading?: Reading) {
  return (values: Registration): ThankYouNote => {
    const school = typeof values.school?.naam === 'string' ? values.school.naam : undefined;
    // The confirmation's recipients, as the mail picks them: each contact's address once.
    const emails = recipientsOf(values).map((recipient) => recipient.address);
    const rows = reading
      ? readingRows(readRegistration({ type: reading.type, values, round: reading.round, today: visitorToday() }))
      : undefined;
    return { form, school, emails, rows };
  };
}

/** A new registration's frame props: its label, and the thank-you note named after it (read in `round`). */
export function newRegistration<P extends { type: string }>(label: string, props: P, round?: RegistrationRound) {
  const reading = round ? { type: props.type, round } : undefined;
  return { ...props, label, thankYou: registrationThankYou(label, reading) };
}
