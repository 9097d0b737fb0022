import type { IsoDate, DateWindow } from '../dates';
import type { ProductKey } from '../rounds';
import type { RegistrationState } from '../registrationStates';

/** One product the school chose, as people say it: name, first day, pupils with their group. */
export type ProductReading = {
  key: ProductKey;
  /** 'Aansluiting PO-VO 2027', never the key. */
  name: string;
  /** The chosen first test day, or null while a pre-registration has none yet. */
  firstDay: IsoDate | null;
  /** The school group that takes the test, or null for a product of a round the code no longer has. */
  group: 7 | 8 | null;
  /** 'Aantal leerlingen in groep 7'. */
  countLabel: string;
  pupils: number | null;
  /** When the first test day may be; null for a retired round. */
  window: DateWindow | null;
  /** What else the form asked about this product (device type, last year's test, the agreement), labelled. */
  details: { label: string; value: string }[];
};

/** One contact and every product they are responsible for, together. */
export type ContactReading = {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  /** The names of the products they are responsible for; empty when the form has one product only. */
  responsibleFor: string[];
};

/** Where a registration stands, in words a school understands. */
export type StandingCode = 'pre-registered' | 'completed' | 'registered' | 'changed' | 'withdrawn';

export type Standing = {
  code: StandingCode;
  /** Short: 'Vooraangemeld', 'Aangemeld', 'Gewijzigd', 'Ingetrokken'. */
  label: string;
  /** What the label means: 'nog af te ronden tot en met 11 januari 2027' (shown beside the label). */
  detail: string;
  /** The whole sentence: 'Vooraangemeld — nog af te ronden tot en met 11 januari 2027'. */
  text: string;
};

/** The one presentation of a stored registration every surface renders. */
export type RegistrationReading = {
  state: RegistrationState;
  standing: Standing;
  /** The last day the school may change it (or complete a pre-registration) itself; null: none, or withdrawn. */
  changesUntil: IsoDate | null;
  /** The deadline in a sentence, or null when there is none to name. */
  deadline: string | null;
  /** What the school does next. */
  nextStep: string;
  school: { label: string; value: string }[];
  products: ProductReading[];
  contacts: ContactReading[];
};
