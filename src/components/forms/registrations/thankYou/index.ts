import { recipientsOf } from '@site/src/domain/people';
import type { ThankYouNote } from '../../thankYouNote';

type Registration = { school?: { naam?: unknown } | null; contacts?: readonly ({ email?: unknown } | undefined)[] };

/**
 * What the thank-you page tells after a registration: the form (its name as the visitor saw it),
 * the school and every contact's address, since the confirmation goes to all contacts.
 */
export function registrationThankYou(form: string) {
  return (values: Registration): ThankYouNote => {
    const school = typeof values.school?.naam === 'string' ? values.school.naam : undefined;
    // The confirmation's recipients, as the mail picks them: each contact's address once.
    const emails = recipientsOf(values).map((recipient) => recipient.address);
    return { form, school, emails };
  };
}

/** A new registration's frame props: its label, and the thank-you note named after it. */
export function newRegistration<P extends object>(label: string, props: P) {
  return { ...props, label, thankYou: registrationThankYou(label) };
}
