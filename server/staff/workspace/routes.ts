import { API_ROUTES } from '../../../src/domain/api';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORED_TYPES } from '../../../src/domain/forms';
import { retryFailedMail } from '../../mail/outbox-worker';
import { changeRegistration } from '../../registrations/edit';
import { findRegistration } from '../../registrations/records';
import { limit } from '../../security/rate-limits';
import { recordAudit } from '../audit';
import { CHANGED_MEANWHILE } from '../../registrations/texts';
import type { RegistrationRouteOptions } from '../../routes/registration';
import {
  addNote,
  failedMails,
  resendConfirmation,
  sendLinksFor,
  setHandlingStatus,
  setHandlingStatuses,
} from './actions';
import { mailView } from './mail-view';
import type { SigningKeys } from '../../security/signing-keys';
import { BULK_STATUS_MAX, type BulkStatusAnswer } from '../../../src/domain/staff';
import { submissionDetail } from './detail';
import { exportDutchCsv } from './dutch-export';
import { exportJson } from './export';
import {
  CONSENT_STATES,
  HANDLING_STATUSES,
  REGISTRATION_STATES,
  SORTS,
  decodeCursor,
  listPage,
  type HandlingStatus,
  type ListFilter,
  type Sort,
} from './list';
import { workspaceStats } from './stats';

export type WorkspaceOptions = RegistrationRouteOptions & {
  /** The site's address and signing key: a mail shown again is rendered as it was sent (tokens masked). */
  publicUrl: string;
  signingKey?: SigningKeys;
  /** The staff guard: every route here needs a logged-in member of staff. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const FILTERS = {
  type: { type: 'string', enum: ['', ...STORED_TYPES] },
  round: { type: 'integer', minimum: 2000, maximum: 2999 },
  from: DAY,
  to: DAY,
  status: { type: 'string', enum: ['', ...HANDLING_STATUSES] },
  state: { type: 'string', enum: ['', ...REGISTRATION_STATES] },
  consent: { type: 'string', enum: ['', ...CONSENT_STATES] },
  q: { type: 'string', maxLength: 200 },
} as const;
const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['id'],
} as const;

type FilterQuery = { [K in keyof ListFilter]?: ListFilter[K] | '' };

/** The filters without the empty ones ('' is "all" in the form). */
function filterOf(query: FilterQuery): ListFilter {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
  ) as ListFilter;
}

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

const NOT_FOUND = 'Deze inzending bestaat niet (meer).';

/** A withdrawn registration gets no confirmation again: it would announce a test day that was cancelled. */
export const WITHDRAWN_NO_RESEND =
  'Deze aanmelding is ingetrokken; er gaat geen bevestiging meer uit. De school kan zich opnieuw aanmelden.';

/**
 * The staff workspace's API under /api/staff: the list with filters and keyset paging, one
 * submission in full (audited), its handling status and notes, acting for the school (confirmation
 * again with fresh links, the links again, a change on the phone), failed mails and their retry,
 * the streamed export of the filtered view (audited) and the counts at a glance.
 */
export async function workspaceRoutes(app: FastifyInstance, options: WorkspaceOptions) {
  const { db, storage, guard } = options;
  const clock = () => new Date(options.now?.() ?? Date.now());
  const actor = (request: FastifyRequest) => request.staffSession!.email;
  const base = { preHandler: guard, config: { rateLimit: limit(300, options.rateLimitScale) } };
  const audit = (
    request: FastifyRequest,
    action: Parameters<typeof recordAudit>[1]['action'],
    submissionId: string | null,
    detail?: string,
  ) => recordAudit(db, { actor: actor(request), action, submissionId, detail }, clock());

  app.get<{ Querystring: FilterQuery & { after?: string; sort?: Sort | '' } }>(
    API_ROUTES.staffSubmissions,
    {
      ...base,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...FILTERS,
            after: { type: 'string', maxLength: 600 },
            sort: { type: 'string', enum: ['', ...SORTS] },
          },
        },
      },
    },
    async (request) => {
      const { after, sort, ...filters } = request.query;
      return listPage(db, filterOf(filters), decodeCursor(after), undefined, sort || 'ontvangen');
    },
  );

  // Many rows at once ('Status wijzigen' over the selected rows): each changed row is audited.
  app.post<{ Body: { ids: string[]; status: HandlingStatus } }>(
    API_ROUTES.staffSubmissionsStatus,
    {
      ...base,
      schema: {
        body: {
          type: 'object',
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: BULK_STATUS_MAX,
              items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            },
            status: { type: 'string', enum: [...HANDLING_STATUSES] },
          },
          required: ['ids', 'status'],
        },
      },
    },
    async (request): Promise<BulkStatusAnswer> => {
      const { ids, status } = request.body;
      const changed = await setHandlingStatuses(storage, ids, status, actor(request), clock());
      const unchanged = new Set(ids).size - changed.length;
      const count = (n: number) => (n === 1 ? '1 inzending' : `${n} inzendingen`);
      return {
        changed,
        unchanged,
        text:
          `De status van ${count(changed.length)} is gewijzigd.` +
          (unchanged > 0 ? ` ${count(unchanged)} had${unchanged === 1 ? '' : 'den'} die status al.` : ''),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    API_ROUTES.staffSubmission,
    { ...base, schema: { params: ID_PARAMS } },
    async (request, reply) => {
      const detail = await submissionDetail(db, request.params.id);
      if (!detail) return text(reply, 404, NOT_FOUND);
      await audit(request, 'detail-view', detail.id);
      return detail;
    },
  );

  app.post<{ Params: { id: string }; Body: { status: HandlingStatus } }>(
    API_ROUTES.staffSubmissionStatus,
    {
      ...base,
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          properties: { status: { type: 'string', enum: [...HANDLING_STATUSES] } },
          required: ['status'],
        },
      },
    },
    async (request, reply) => {
      if (!(await setHandlingStatus(db, request.params.id, request.body.status))) return text(reply, 404, NOT_FOUND);
      await audit(request, 'status-change', request.params.id, request.body.status);
      return { status: request.body.status, text: 'De status is opgeslagen.' };
    },
  );

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    API_ROUTES.staffSubmissionNotes,
    {
      ...base,
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          properties: { text: { type: 'string', minLength: 1, maxLength: 4000 } },
          required: ['text'],
        },
      },
    },
    async (request, reply) => {
      if (!(await submissionDetail(db, request.params.id))) return text(reply, 404, NOT_FOUND);
      await addNote(db, request.params.id, actor(request), request.body.text.trim(), clock());
      await audit(request, 'note', request.params.id);
      return reply.code(201).send({ author: actor(request), text: 'De notitie is toegevoegd.' });
    },
  );

  app.post<{ Params: { id: string } }>(
    API_ROUTES.staffSubmissionResend,
    { ...base, schema: { params: ID_PARAMS } },
    async (request, reply) => {
      const resent = await resendConfirmation(storage, request.params.id, clock());
      if (resent === 'not-found') return text(reply, 404, NOT_FOUND);
      if (resent === 'withdrawn') return text(reply, 409, WITHDRAWN_NO_RESEND);
      await audit(request, 'resend', request.params.id, 'confirmation');
      options.onMailQueued?.();
      return reply.code(202).send({ text: 'De bevestiging wordt opnieuw verstuurd, met nieuwe persoonlijke links.' });
    },
  );

  app.post<{ Params: { id: string } }>(
    API_ROUTES.staffSubmissionLinks,
    { ...base, schema: { params: ID_PARAMS } },
    async (request, reply) => {
      if (!(await sendLinksFor(storage, request.params.id, clock()))) return text(reply, 404, NOT_FOUND);
      await audit(request, 'resend', request.params.id, 'links');
      options.onMailQueued?.();
      return reply.code(202).send({ text: 'De contactpersonen krijgen hun links opnieuw.' });
    },
  );

  // The body is the form's values with the version the detail showed beside them.
  app.post<{ Params: { id: string }; Body: { version: number } & Record<string, unknown> }>(
    API_ROUTES.staffSubmissionChange,
    {
      ...base,
      schema: {
        params: ID_PARAMS,
        body: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } }, required: ['version'] },
      },
    },
    async (request, reply) => {
      const record = await findRegistration(db, request.params.id);
      if (!record) return text(reply, 404, NOT_FOUND);
      const { version, ...values } = request.body;
      const outcome = await changeRegistration(
        {
          storage,
          helpdeskEmail: options.helpdeskEmail,
          actor: `staff:${actor(request)}`,
          now: clock(),
          beforeWrite: options.racePause && (() => options.racePause!('registration-write')),
        },
        record,
        version,
        values,
      );
      if (outcome.kind === 'invalid') return text(reply, 400, outcome.message);
      if (outcome.kind === 'is-withdrawn') return text(reply, 409, 'Deze aanmelding is ingetrokken.');
      if (outcome.kind === 'conflict') return text(reply, 409, CHANGED_MEANWHILE.nl);
      if (outcome.kind === 'unchanged') return text(reply, 200, 'Er was niets gewijzigd.');
      await audit(request, 'registration-change', record.id);
      options.onMailQueued?.();
      return text(reply, 200, 'De wijziging is opgeslagen. De contactpersonen en de helpdesk krijgen een e-mail.');
    },
  );

  app.get(API_ROUTES.staffFailedMails, base, async () => failedMails(db));

  app.get<{ Params: { id: string } }>(
    API_ROUTES.staffMail,
    { ...base, schema: { params: ID_PARAMS } },
    async (request, reply) => {
      // Rendered as the worker renders it now (the app's clock, the helpdesk's Reply-To).
      const view = await mailView(db, request.params.id, {
        publicUrl: options.publicUrl,
        signingKey: options.signingKey,
        helpdeskEmail: options.helpdeskEmail,
        now: clock(),
      });
      if (!view) return text(reply, 404, 'Deze mail bestaat niet (meer).');
      await audit(request, 'mail-view', view.submissionId, request.params.id);
      return view;
    },
  );

  app.post<{ Params: { id: string } }>(
    API_ROUTES.staffMailRetry,
    { ...base, schema: { params: ID_PARAMS } },
    async (request, reply) => {
      if (!(await retryFailedMail(db, request.params.id, clock())))
        return text(reply, 404, 'Deze mail is niet (meer) mislukt.');
      await audit(request, 'mail-retry', null, request.params.id);
      options.onMailQueued?.();
      return reply.code(202).send({ text: 'De mail wordt opnieuw verstuurd.' });
    },
  );

  app.get<{ Querystring: FilterQuery & { format?: 'csv' | 'json' } }>(
    API_ROUTES.staffExport,
    {
      ...base,
      schema: {
        querystring: { type: 'object', properties: { ...FILTERS, format: { type: 'string', enum: ['csv', 'json'] } } },
      },
    },
    async (request, reply) => {
      const { format = 'csv', ...filters } = request.query;
      const filter = filterOf(filters);
      await audit(request, 'export', null, `${format} ${filter.type ?? 'alle'}`);
      const day = clock().toISOString().slice(0, 10);
      const name = `inzendingen-${(filter.type ?? 'alle').replace(/[^\w.-]/g, '_')}-${day}.${format}`;
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(format === 'csv' ? exportDutchCsv(db, filter) : exportJson(db, filter)));
    },
  );

  app.get(API_ROUTES.staffStats, base, async () => workspaceStats(db, clock()));
}
