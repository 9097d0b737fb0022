import React from 'react';

type Props = {
  id: string;
  /** What the field asks for, naming the authenticator app. */
  label: string;
  /** The id of a hint that says where the code comes from. */
  describedBy?: string;
  autoFocus?: boolean;
};

/**
 * The six digits of the authenticator app. Typed or pasted as the app shows them (in groups, with
 * spaces or a line break around them): the form sends only the digits, so no length limit here
 * cuts a pasted code short.
 */
export function CodeField({ id, label, describedBy, autoFocus = false }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-describedby={describedBy}
        required
        autoFocus={autoFocus}
      />
    </>
  );
}
