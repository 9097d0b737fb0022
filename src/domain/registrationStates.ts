/**
 * The states of a registration as the school sees them on its page and staff filter by: the
 * stored codes, their names, and which change leads to which. The server stores these codes in
 * `submissions.registration_state`; the browser shows their labels.
 */

/** The stored codes, by what they mean. */
export const REGISTRATION_STATE = {
  /** As sent: nothing changed yet. */
  received: 'ontvangen',
  /** Changed at least once, by the school or the helpdesk. */
  changed: 'gewijzigd',
  /** Withdrawn: no further change is taken. */
  withdrawn: 'ingetrokken',
} as const;

export type RegistrationState = (typeof REGISTRATION_STATE)[keyof typeof REGISTRATION_STATE];

/** Every state, in the order a registration goes through them. */
export const REGISTRATION_STATES = Object.values(REGISTRATION_STATE) as readonly RegistrationState[];

/** The states of a registration that still counts: not withdrawn. */
export const ACTIVE_REGISTRATION_STATES: readonly RegistrationState[] = REGISTRATION_STATES.filter(
  (state) => state !== REGISTRATION_STATE.withdrawn,
);

/** How a state is named on the school's page and in the staff workspace. */
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  ontvangen: 'Ontvangen',
  gewijzigd: 'Gewijzigd',
  ingetrokken: 'Ingetrokken',
};

export const isWithdrawn = (state: string | null | undefined): boolean => state === REGISTRATION_STATE.withdrawn;
