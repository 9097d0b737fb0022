/**
 * The contract between the browser and the server: the API's paths and what goes in and comes out.
 * Both sides import it, so a renamed path or field breaks the build instead of a form. The answers'
 * types come from their schemas (./api-answers), by which the browser parses them.
 */
import type * as v from 'valibot';
import type { PreRegistrationType } from './forms';
import type { SchoolSearchSector, SchoolWithBrinLocation } from './school';
import type {
  claimAnswer,
  mailboxConfirmAnswer,
  myRegistrationAnswer,
  PLACE_HELD_BY,
  registrationRow,
  schoolAlreadyRegisteredAnswer,
} from './api-answers';

/** Every API route lives below this prefix; the server registers the routes relative to it. */
export const API_PREFIX = '/api';

/** The routes relative to API_PREFIX (what the server registers): every one of the API. */
export const API_ROUTES = {
  csrf: '/csrf',
  school: '/school',
  schoolAlreadyRegistered: '/schoolAlreadyRegistered',
  claims: '/claims',
  processForm: '/process-form',
  send: '/send',
  registration: '/registration/:id',
  myRegistration: '/registration',
  registrationLinks: '/registration/links',
  registrationChange: '/registration/change',
  registrationWithdraw: '/registration/withdraw',
  newsletterConfirm: '/newsletter/confirm',
  /** The proof link of the neutral mail to an address nobody has proven (POST, the token in the body). */
  mailboxConfirm: '/mailbox/confirm',
  newsletterSubscription: '/newsletter/subscription',
  newsletterTopics: '/newsletter/topics',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  // Staff: logging in (server/staff/routes.ts) …
  staffLogin: '/staff/login',
  staffCode: '/staff/code',
  staffEnrolmentShow: '/staff/enrolment/show',
  staffEnrolment: '/staff/enrolment',
  staffSession: '/staff/session',
  staffLogout: '/staff/logout',
  // … and the workspace (server/staff/workspace/routes.ts).
  staffSubmissions: '/staff/submissions',
  /** The status of many submissions at once. */
  staffSubmissionsStatus: '/staff/submissions/status',
  staffSubmission: '/staff/submissions/:id',
  staffSubmissionStatus: '/staff/submissions/:id/status',
  staffSubmissionNotes: '/staff/submissions/:id/notes',
  staffSubmissionResend: '/staff/submissions/:id/resend',
  staffSubmissionLinks: '/staff/submissions/:id/links',
  staffSubmissionChange: '/staff/submissions/:id/change',
  staffFailedMails: '/staff/mails/failed',
  staffMailRetry: '/staff/mails/:id/retry',
  /** The mails a cap holds, and a person's decision on one: send it past the caps, or delete it. */
  staffHeldMails: '/staff/mails/held',
  staffMailRelease: '/staff/mails/:id/release',
  staffMailDrop: '/staff/mails/:id/drop',
  /** One mail rebuilt from its template, its links masked. */
  staffMail: '/staff/mails/:id',
  staffExport: '/staff/export',
  staffStats: '/staff/stats',
  staffSchoolConfirm: '/staff/submissions/:id/confirm-school',
  staffClaimMove: '/staff/claims/:id/move',
  staffClaimReject: '/staff/claims/:id/reject',
  staffClaimUndo: '/staff/claims/:id/undo',
  staffTranslations: '/staff/translations',
  // The token-guarded export, only with ADMIN_TOKEN (server/staff/admin-routes.ts).
  adminSubmissions: '/admin/submissions',
  adminBotDrops: '/admin/bot-drops',
  adminSubscribers: '/admin/subscribers',
} as const;

type ApiRoutes = typeof API_ROUTES;

/** The full paths the browser calls (a `:id` in one is filled by `withId`). */
export const API_PATHS = Object.fromEntries(
  Object.entries(API_ROUTES).map(([name, route]) => [name, `${API_PREFIX}${route}`]),
) as { [Name in keyof ApiRoutes]: `${typeof API_PREFIX}${ApiRoutes[Name]}` };

/** A path with its `:id` filled in. */
export const withId = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

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

/** GET /api/schoolAlreadyRegistered (the schema: ./api-requests). */
export type { SchoolAlreadyRegisteredQuery } from './api-requests';
/** How a school's place is held (./api-answers says what each means). */
export type PlaceHeldBy = (typeof PLACE_HELD_BY)[number];

export type SchoolAlreadyRegisteredResponse = v.InferOutput<typeof schoolAlreadyRegisteredAnswer>;

/** POST /api/mailbox/confirm: what the click on a proof link did (404 for a link that is not, or no longer, valid). */
export type MailboxConfirmAnswer = v.InferOutput<typeof mailboxConfirmAnswer>;

/** POST /api/claims (the schema: ./api-requests): 202 with a text in the visitor's language. */
export type { ClaimRequest } from './api-requests';
export type ClaimAnswer = v.InferOutput<typeof claimAnswer>;

/** GET /api/registration/:id?token=: the stored pre-registration a personal link opens, to finish it. */
export type RegistrationResponse = {
  id: string;
  type: PreRegistrationType;
  createdAt: string;
  values: Record<string, unknown>;
};

/** One line of a stored registration as its page shows it: the form's label and the value. */
export type RegistrationRow = v.InferOutput<typeof registrationRow>;

/** GET /api/registration?token=: a registration as its own page shows it. */
export type MyRegistrationResponse = v.InferOutput<typeof myRegistrationAnswer>;
export type { RegistrationChange } from './changes';

/** POST /api/registration/links: send the personal links again, by registration or by school. */
export type { RegistrationLinksRequest } from './api-requests';
