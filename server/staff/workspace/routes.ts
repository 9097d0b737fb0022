import { mailingStorage } from '../../mail/caps';
import { API_ROUTES } from '../../../src/domain/api';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORED_TYPES } from '../../../src/domain/forms';
import { retryFailedMail } from '../../mail/outbox-worker';
import { changeRegistration } from '../../registration-service/edit';
import { limit } from '../../security/rate-limits';
import { recordAudit } from '../../audit/audit';
import { dropHeldMails, heldMails, releaseHeldMails } from '../../mail/held-mails';
import { CHANGED_MEANWHILE } from '../../registration-service/texts';
import * as v from 'valibot';
import { lengthFirst } from '../../../src/domain/forms/fields';
import { jsonObject, looseJsonObject, queryInteger } from '../../../src/domain/api-requests';
import { withValibot } from '../../http/valibot-provider';
import {
  addNote,
  failedMails,
  resendConfirmation,
  sendLinksFor,
  setHandlingStatus,
  setHandlingStatuses,
} from './actions';
import { mailView } from './mail-view';
import { BULK_STATUS_MAX, type BulkStatusAnswer } from '../../../src/domain/staff';
import { submissionDetail } from './detail';
import { exportJson } from './export';
import { exportSheet } from './export-sheet';
import { writeSheetCsv } from './csv-export';
import { writeSheetXlsx } from './xlsx-export';
import { readSnapshot } from '../../storage/read-snapshot';
import { spooled } from '../../http/spooled-file';
import {
  CONSENT_STATES,
  HANDLING_STATUSES,
  REGISTRATION_STATES,
  SORTS,
  decodeCursor,
  listPage,
  type ListFilter,
} from '../../submissions/store/list';
import { workspaceStats } from './stats';
import { ATTENTION_FILTERS } from '../../../src/domain/staff';
import { confirmSchoolCheck } from '../../registration-service/school-trust';
import { moveRegistration, rejectClaim } from '../../registration-service/claims';
import { undoClaimDecision } from '../../registration-service/undo-claim-decision';
import type { SchoolFacts } from '../../schools/types';
import { STAFF_TEXTS } from '../../../src/domain/staff-texts';
import { dutchDayOf } from '../../../src/domain/dutch-day';

const DAY = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The export's formats: .xlsx for people in Excel, CSV and JSON for scripts. */
const EXPORT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;
/** '' is "all" in the form. */
const allOr = <const T extends readonly string[]>(values: T) => v.optional(v.picklist(['', ...values]));
const FILTERS = {
  type: allOr(STORED_TYPES),
  round: v.optional(queryInteger(2000, 2999)),
  from: v.optional(DAY),
  to: v.optional(DAY),
  status: allOr(HANDLING_STATUSES),
  state: allOr(REGISTRATION_STATES),
  consent: allOr(CONSENT_STATES),
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  attention: allOr(ATTENTION_FILTERS),
};
const LIST_QUERY = v.object({
  ...FILTERS,
  after: v.optional(v.pipe(v.string(), v.maxLength(600))),
  sort: allOr(SORTS),
});
const EXPORT_QUERY = v.object({ ...FILTERS, format: v.optional(v.picklist(['xlsx', 'csv', 'json'])) });
const ID = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const ID_PARAMS = v.object({ id: ID });
const STATUS = v.picklist(HANDLING_STATUSES);

type FilterQuery = v.InferOutput<v.ObjectSchema<typeof FILTERS, undefined>>;

/** The filters without the empty ones ('' is "all" in the form). */
const filterOf = (query: FilterQuery): ListFilter => ({
  ...query,
  type: query.type || undefined,
  status: query.status || undefined,
  state: query.state || undefined,
  consent: query.consent || undefined,
  attention: query.attention || undefined,
});

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

const NOT_FOUND = 'Deze inzending bestaat niet (meer).';

/** A withdrawn registration gets no confirmation again: it would announce a test day that was cancelled. */
export const WITHDRAWN_NO_RESEND =
  'Deze aanmelding is ingetrokken; er gaat geen bevestiging meer uit. De school kan zich opnieuw aanmelden.';

export type WorkspaceOptions = {
  /** Whether a domain is shared by several schools or boards (the school index): never a board's. */
  isSharedDomain: (domain: string) => boolean;
  /** A school's DUO facts (the school index): the claim panel sets both parties' domains against its web address. */
  schoolFacts?: (brinLocation: string) => SchoolFacts;
};

/** 'Bevestigen': the contact domains the helpdesk ticked to remember for the board (none: none). */
const CONFIRM_BODY = jsonObject({
  domains: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(253))), v.maxLength(50)), []),
});

/**
 * The staff workspace's API under /api/staff: the list with filters and keyset paging, one
 * submission in full (audited), its handling status and notes, acting for the school (confirmation
 * again with fresh links, the links again, a change on the phone), failed mails and their retry,
 * held mails sent past the caps or deleted, the streamed export of the filtered view (audited) and
 * the counts at a glance.
 */
export async function workspaceRoutes(scope: FastifyInstance, { isSharedDomain, schoolFacts }: WorkspaceOptions) {
  const app = withValibot(scope);
  const { db } = app;
  const storage = mailingStorage(app);
  const clock = () => new Date(app.now());
  const actor = (request: FastifyRequest) => request.staff.email;
  const base = { preHandler: app.requireStaff, config: { rateLimit: limit(300, app.rateLimitScale) } };
  const audit = (
    request: FastifyRequest,
    action: Parameters<typeof recordAudit>[1]['action'],
    submissionId: string | null,
    detail?: string,
  ) => recordAudit(db, { actor: actor(request), action, submissionId, detail }, clock());

  app.get(API_ROUTES.staffSubmissions, { ...base, schema: { querystring: LIST_QUERY } }, async (request) => {
    const { after, sort, ...filters } = request.query;
    return listPage(db, filterOf(filters), decodeCursor(after), undefined, sort || 'ontvangen');
  });

  // Many rows at once ('Status wijzigen' over the selected rows): each changed row is audited.
  app.post(
    API_ROUTES.staffSubmissionsStatus,
    {
      ...base,
      schema: {
        body: jsonObject({
          ids: lengthFirst(v.pipe(v.array(ID), v.minLength(1)), BULK_STATUS_MAX, {
            tooMany: `at most ${BULK_STATUS_MAX} ids`,
            notAList: 'a list of ids',
          }),
          status: STATUS,
        }),
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

  app.get(API_ROUTES.staffSubmission, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
    const detail = await submissionDetail(db, request.params.id, { isSharedDomain, schoolFacts, now: clock() });
    if (!detail) return text(reply, 404, NOT_FOUND);
    await audit(request, 'detail-view', detail.id);
    return detail;
  });

  app.post(
    API_ROUTES.staffSubmissionStatus,
    {
      ...base,
      schema: {
        params: ID_PARAMS,
        body: jsonObject({ status: STATUS, version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
      },
    },
    async (request, reply) => {
      const { status, version } = request.body;
      const outcome = await setHandlingStatus(storage, {
        id: request.params.id,
        status,
        version,
        actor: actor(request),
        at: clock(),
      });
      if (outcome === 'not-found') return text(reply, 404, NOT_FOUND);
      if (outcome === 'conflict') return text(reply, 409, CHANGED_MEANWHILE.nl);
      return { status: request.body.status, text: 'De status is opgeslagen.' };
    },
  );

  app.post(
    API_ROUTES.staffSubmissionNotes,
    {
      ...base,
      schema: { params: ID_PARAMS, body: jsonObject({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)) }) },
    },
    async (request, reply) => {
      // Kept under the stored id, also when the address named the record by its Kenmerk.
      const detail = await submissionDetail(db, request.params.id, { isSharedDomain, schoolFacts, now: clock() });
      if (!detail) return text(reply, 404, NOT_FOUND);
      await addNote(db, detail.id, actor(request), request.body.text.trim(), clock());
      await audit(request, 'note', detail.id);
      return reply.code(201).send({ author: actor(request), text: 'De notitie is toegevoegd.' });
    },
  );

  app.post(API_ROUTES.staffSubmissionResend, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
    const resent = await resendConfirmation(storage, request.params.id, clock(), app.helpdeskEmail);
    if (resent === 'not-found') return text(reply, 404, NOT_FOUND);
    if (resent === 'withdrawn') return text(reply, 409, WITHDRAWN_NO_RESEND);
    await audit(request, 'resend', request.params.id, 'confirmation');
    app.mailQueued();
    return reply.code(202).send({
      text: resent === 'sent-new-links' ? STAFF_TEXTS.detail.resent : 'De bevestiging wordt opnieuw verstuurd.',
    });
  });

  app.post(API_ROUTES.staffSubmissionLinks, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
    if (!(await sendLinksFor(storage, request.params.id, clock(), app.helpdeskEmail)))
      return text(reply, 404, NOT_FOUND);
    await audit(request, 'resend', request.params.id, 'links');
    app.mailQueued();
    return reply.code(202).send({ text: 'De contactpersonen krijgen hun links opnieuw.' });
  });

  // The body is the form's values with the version the detail showed beside them.
  app.post(
    API_ROUTES.staffSubmissionChange,
    {
      ...base,
      schema: { params: ID_PARAMS, body: looseJsonObject({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) }) },
    },
    async (request, reply) => {
      const record = await app.submissions.findRegistration(request.params.id);
      if (!record) return text(reply, 404, NOT_FOUND);
      const { version, ...values } = request.body;
      const outcome = await changeRegistration(
        {
          storage,
          helpdeskEmail: app.helpdeskEmail,
          actor: `staff:${actor(request)}`,
          now: clock(),
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
      app.mailQueued();
      return text(reply, 200, 'De wijziging is opgeslagen. De contactpersonen en de helpdesk krijgen een e-mail.');
    },
  );

  app.get(API_ROUTES.staffFailedMails, base, async () => failedMails(db));

  app.get(API_ROUTES.staffMail, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
    // Rendered as the worker renders it now (the app's clock, the helpdesk's Reply-To).
    const view = await mailView(db, request.params.id, {
      publicUrl: app.publicUrl,
      signingKey: app.signingKey,
      helpdeskEmail: app.helpdeskEmail,
      now: clock(),
    });
    if (!view) return text(reply, 404, 'Deze mail bestaat niet (meer).');
    await audit(request, 'mail-view', view.submissionId, request.params.id);
    return view;
  });

  app.post(API_ROUTES.staffMailRetry, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
    if (!(await retryFailedMail(db, request.params.id, clock())))
      return text(reply, 404, 'Deze mail is niet (meer) mislukt.');
    await audit(request, 'mail-retry', null, request.params.id);
    app.mailQueued();
    return reply.code(202).send({ text: 'De mail wordt opnieuw verstuurd.' });
  });

  app.get(API_ROUTES.staffHeldMails, base, async () => heldMails(db));

  // A held mail sent past the caps or deleted by a person who decided, audited in the same
  // transaction. Only a mail still held (and unsent) qualifies, so of two colleagues acting on one
  // at once the second is told it is no longer held.
  const HELD_ACTIONS = [
    { route: API_ROUTES.staffMailRelease, audit: 'mail-release', code: 202, done: 'De mail wordt verstuurd.' },
    { route: API_ROUTES.staffMailDrop, audit: 'mail-drop', code: 200, done: 'De mail is verwijderd.' },
  ] as const;
  for (const action of HELD_ACTIONS) {
    app.post(action.route, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
      const id = request.params.id;
      const done = await storage.write(async (trx) => {
        const mail = await trx.selectFrom('outbox').select('submission_id').where('id', '=', id).executeTakeFirst();
        const ids =
          action.audit === 'mail-release' ? await releaseHeldMails(trx, [id], clock()) : await dropHeldMails(trx, [id]);
        if (ids.length === 0) return false;
        // The outbox's own random id as the detail: no address in the trail.
        await recordAudit(
          trx,
          { actor: actor(request), action: action.audit, submissionId: mail?.submission_id ?? null, detail: id },
          clock(),
        );
        return true;
      });
      if (!done) return text(reply, 404, 'Deze mail wordt niet (meer) vastgehouden.');
      if (action.audit === 'mail-release') app.mailQueued();
      return reply.code(action.code).send({ text: action.done });
    });
  }

  app.get(API_ROUTES.staffExport, { ...base, schema: { querystring: EXPORT_QUERY } }, async (request, reply) => {
    const { format = 'xlsx', ...filters } = request.query;
    const filter = filterOf(filters);
    await audit(request, 'export', null, `${format} ${filter.type ?? 'alle'}`);
    const day = dutchDayOf(clock());
    const name = `inzendingen-${(filter.type ?? 'alle').replace(/[^\w.-]/g, '_')}-${day}.${format}`;
    // The sheets read their rows twice (columns, then rows): both in one snapshot, spooled to a
    // file so the snapshot ends before the download does. JSON reads once and streams as it goes.
    const body =
      format === 'json'
        ? Readable.from(exportJson(db, filter))
        : await readSnapshot(storage, async (trx) => {
            const sheet = await exportSheet(trx, filter);
            return spooled((out) => (format === 'xlsx' ? writeSheetXlsx(sheet, out) : writeSheetCsv(sheet, out)));
          });
    return reply.type(EXPORT_TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).send(body);
  });

  app.get(API_ROUTES.staffStats, base, async () => workspaceStats(db, clock()));

  // 'Bevestigen': the registration is the school's; the contact domains ticked become its board's.
  app.post(
    API_ROUTES.staffSchoolConfirm,
    { ...base, schema: { params: ID_PARAMS, body: CONFIRM_BODY } },
    async (request, reply) => {
      const { domains } = request.body;
      const outcome = await confirmSchoolCheck(storage, request.params.id, actor(request), clock(), {
        domains,
        isSharedDomain,
      });
      if (outcome.kind === 'not-open') return text(reply, 409, STAFF_TEXTS.trust.notToCheck);
      if (outcome.kind === 'refused') return text(reply, 400, outcome.message);
      return { text: STAFF_TEXTS.trust.confirmed(outcome.remembered) };
    },
  );

  // A claim decided: the registration moved to the claimant, or the claim rejected, or either
  // undone within its working day (each audited).
  for (const decision of [
    { route: API_ROUTES.staffClaimMove, decide: moveRegistration },
    { route: API_ROUTES.staffClaimReject, decide: rejectClaim },
    { route: API_ROUTES.staffClaimUndo, decide: undoClaimDecision },
  ]) {
    app.post(decision.route, { ...base, schema: { params: ID_PARAMS } }, async (request, reply) => {
      const outcome = await decision.decide(
        {
          storage,
          helpdeskEmail: app.helpdeskEmail,
          actor: actor(request),
          at: clock(),
        },
        request.params.id,
      );
      const C = STAFF_TEXTS.claims;
      if (outcome.kind === 'not-open') return text(reply, 409, C.notOpen);
      if (outcome.kind === 'expired') return text(reply, 409, C.undoExpired);
      if (outcome.kind === 'conflict') {
        return text(reply, 409, decision.decide === undoClaimDecision ? C.undoChanged : CHANGED_MEANWHILE.nl);
      }
      if (outcome.kind === 'invalid') return text(reply, 400, outcome.message);
      app.mailQueued();
      return { text: outcome.kind === 'moved' ? C.moved : outcome.kind === 'undone' ? C.undone : C.rejected };
    });
  }
}
