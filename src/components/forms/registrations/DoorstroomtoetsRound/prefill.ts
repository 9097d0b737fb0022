import type { RegistrationResponse } from '@site/src/domain/api';
import {
  devicesOf,
  emptyDoorstroomtoetsRound,
  emptyDoorstroomtoetsRoundContact,
  type DeepPartial,
  type DoorstroomtoetsRoundInput,
} from '@site/src/domain/forms';
import { isRecord } from '@site/src/domain/values';
import type { RegistrationRound } from '@site/src/domain/rounds';

export type RoundRegistrationValues = DeepPartial<DoorstroomtoetsRoundInput>;

/** What GET /api/registration/:id answers (the API contract's RegistrationResponse), as far as used here. */
export type StoredRegistration = Pick<RegistrationResponse, 'id' | 'values'>;

const PRODUCT_KEYS = ['amount', 'device_type', 'eerstedag', 'previous_year_amn_doorstroomtoets'] as const;
const CONTACT_KEYS = ['first_name', 'last_name', 'email', 'work_number', 'job_title'] as const;

type Loose = Record<string, unknown>;

/** The given keys that hold a value ('' is none). */
function pick(source: Loose, keys: readonly string[]): Loose {
  const result: Loose = {};
  for (const key of keys)
    if (source[key] !== undefined && source[key] !== null && source[key] !== '') result[key] = source[key];
  return result;
}

/** The stored devices as the boxes hold them (a pre-registration from before issue 64 has one, as text). */
function storedDevices(product: Loose): Loose {
  const devices = devicesOf(product.device_type);
  return devices.length ? { device_type: devices } : {};
}

/**
 * The final form prefilled from a stored pre-registration: its school, test details and contacts,
 * plus the registration id. Only the keys the final form knows are taken (its schema is strict).
 */
export function valuesFromPreRegistration(
  stored: StoredRegistration,
  round: RegistrationRound,
): RoundRegistrationValues {
  const empty = emptyDoorstroomtoetsRound(round) as RoundRegistrationValues;
  const values = stored.values;
  const product =
    isRecord(values.products) && isRecord(values.products.Doorstroomtoets) ? values.products.Doorstroomtoets : {};
  const contacts = Array.isArray(values.contacts) ? values.contacts.filter(isRecord) : [];
  return {
    ...empty,
    school: isRecord(values.school) ? values.school : undefined,
    manualEntry: values.manualEntry === true,
    alreadyRegistered: false,
    products: {
      Doorstroomtoets: {
        ...empty.products?.Doorstroomtoets,
        ...pick(product, PRODUCT_KEYS),
        ...storedDevices(product),
      },
    },
    contacts: contacts.length
      ? contacts.map((contact) => ({
          // None chosen stays none: the select asks for a choice.
          job_title: emptyDoorstroomtoetsRoundContact().job_title,
          ...pick(contact, CONTACT_KEYS),
          '100000000001': true,
        }))
      : empty.contacts,
    registrationId: stored.id,
  };
}
