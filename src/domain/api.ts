/**
 * The contract between the browser and the server: the API's paths and what goes in and comes out.
 * Both sides import it, so a renamed path or field breaks the build instead of a form.
 */
import type { PreRegistrationType, RegistrationMode } from './forms';
import type { SchoolSearchSector, SchoolWithBrinLocation } from './school';

/** Every API route lives below this prefix; the server registers the routes relative to it. */
export const API_PREFIX = '/api';

/** The routes relative to API_PREFIX (what the server registers). */
export const API_ROUTES = {
  school: '/school',
  schoolAlreadyRegistered: '/schoolAlreadyRegistered',
  processForm: '/process-form',
  send: '/send',
  registration: '/registration/:id',
  myRegistration: '/registration',
  registrationLinks: '/registration/links',
  registrationChange: '/registration/change',
  registrationWithdraw: '/registration/withdraw',
} as const;

/** The full paths the browser calls. */
export const API_PATHS = {
  school: `${API_PREFIX}${API_ROUTES.school}`,
  schoolAlreadyRegistered: `${API_PREFIX}${API_ROUTES.schoolAlreadyRegistered}`,
  processForm: `${API_PREFIX}${API_ROUTES.processForm}`,
  send: `${API_PREFIX}${API_ROUTES.send}`,
  myRegistration: `${API_PREFIX}${API_ROUTES.myRegistration}`,
  registrationLinks: `${API_PREFIX}${API_ROUTES.registrationLinks}`,
  registrationChange: `${API_PREFIX}${API_ROUTES.registrationChange}`,
  registrationWithdraw: `${API_PREFIX}${API_ROUTES.registrationWithdraw}`,
} as const;

/**
 * Set (to `1`) on the 400 to a form posted with a start time too far ahead or too long ago: the form
 * keeps its values over the reload the answer asks for, and takes the server's clock from `Date`.
 */
export const FORM_EXPIRED_HEADER = 'X-Form-Expired';

/** GET /api/school?term=: only status 200 is a success. */
/** `sector=po` narrows the search to primary education: regular and special primary schools. */
export { SCHOOL_SEARCH_SECTORS, type SchoolSearchSector } from './school';
export type SchoolQuery = { term: string; sector?: SchoolSearchSector };
/** A school as the finder answers it: the school's fields plus the derived cf_brin_locatienr. */
export type SchoolResult = SchoolWithBrinLocation;

/** GET /api/schoolAlreadyRegistered: the RIO ids when known, else BRIN and branch number. */
export type SchoolAlreadyRegisteredQuery = {
  onderwijsaanbiederid?: string;
  onderwijsbestuurid?: string;
  onderwijslocatiecode?: string;
  instellingscode?: string;
  vestigingscode?: string;
  mode: RegistrationMode;
  /** The asking form's type (its round counts); or the round's year. Neither: the current round. */
  type?: string;
  round?: number;
};
export type SchoolAlreadyRegisteredResponse = { schoolAlreadyRegistered: boolean };

/** GET /api/registration/:id?token=: the stored pre-registration a personal link opens, to finish it. */
export type RegistrationResponse = {
  id: string;
  type: PreRegistrationType;
  createdAt: string;
  values: Record<string, unknown>;
};

/** One line of a stored registration as its page shows it: the form's label and the value. */
export type RegistrationRow = { label: string; value: string; depth: number };

/** GET /api/registration?token=: a registration as its own page shows it. */
export type MyRegistrationResponse = {
  /** The server's random id: a final registration names the pre-registration it completes by it. Never shown. */
  id: string;
  /** What the school names when it calls or mails: `AMN-2027-K7QX` (the random id stays the server's). */
  kenmerk: string;
  type: string;
  /** How the form is called ('Aanmelding Doorstroomtoets 2026'). */
  label: string;
  createdAt: string;
  state: 'ontvangen' | 'gewijzigd' | 'ingetrokken';
  changedAt: string | null;
  /** The version shown: a change or withdrawal sends it back and is refused (409) once it is no longer the stored one. */
  version: number;
  schoolName: string;
  /** The address the link was sent to. */
  contactEmail: string;
  /** The stored values, for the change form. */
  values: Record<string, unknown>;
  /** The stored values with the form's labels. */
  rows: RegistrationRow[];
  /** For a pre-registration not yet finished: the page of its final registration. */
  finishRoute: string | null;
  /** Whether the school may still change or withdraw it here; else `closedText` says whom to ask. */
  changesOpen: boolean;
  closedText: string;
  /** Once withdrawn: the round's form while it takes registrations, else null (then the helpdesk). */
  registerAgainRoute: string | null;
  history: { version: number; at: string; kind: 'change' | 'withdraw'; actor: string; changes: RegistrationChange[] }[];
};
export type RegistrationChange = { label: string; before: string; after: string };

/** POST /api/registration/links: send the personal links again, by registration or by school. */
export type RegistrationLinksRequest =
  | { registrationId: string }
  | {
      school: {
        instellingscode?: string;
        vestigingscode?: string;
        onderwijsaanbiederid?: string;
        onderwijslocatiecode?: string;
      };
    };
