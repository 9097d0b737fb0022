import React from 'react';

/** The six digits of the authenticator app (spaces allowed, as apps show them in groups). */
export function CodeField({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  return (
    <>
      <label htmlFor={id}>Code</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={8}
        required
        autoFocus={autoFocus}
      />
    </>
  );
}
