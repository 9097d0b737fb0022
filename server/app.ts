import { API_PREFIX } from '../src/domain/api';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { clockOf, systemNow } from './clock';
import { registerCookiesAndCompression } from './http/cookies-and-compression';
import { answerClientError } from './http/client-errors';
import { registerErrorHandler, sendErrorAnswer } from './http/error-handler';
import { errorTextsFor, errorTextsOf } from './http/error-texts';
import { loggerOptions, requestId, type LogOptions } from './http/logger';
import { registerUnderPressure, type PressureLimits } from './http/under-pressure';
import type { Metrics } from './metrics/metrics';
import { adminRoutes } from './staff/admin-routes';
import { csrfTokenRoute } from './routes/csrf-token';
import { healthRoute } from './routes/health';
import { processFormRoute, sendRoute, type IntakeOptions } from './submissions/routes';
import { registrationRoute } from './registrations/routes';
import { schoolRoutes } from './schools/routes';
import { claimRoutes } from './registrations/claim-routes';
import { mailboxRoute } from './registrations/mailbox-route';
import { schoolAlreadyRegisteredRoute } from './submissions/already-registered-route';
import { staticRoutes } from './routes/static';
import { staffRoutes } from './staff/routes';
import { staffGuard } from './staff/guard';
import { services } from './app-services';
import { workspaceRoutes } from './staff/workspace/routes';
import { translationRoutes } from './staff/workspace/translations';
import { isJsonRequest } from './security/content-type';
import { passesCsrfCheck } from './security/csrf';
import { proxyExposureWarning } from './security/proxy-exposure';
import { registerSecurityHeaders } from './security/headers';
import { buildInlineScriptHashes } from './security/inline-scripts';
import { registerApiRateLimits, type RateLimitCounting } from './security/rate-limits';
import { loadSigningKeys, type SigningKeys } from './security/signing-keys';
import { RetentionSweeper } from './privacy/retention';
import { removeMailFiles } from './mail/transport';
import { isOneClickUnsubscribe, newsletterRoutes } from './newsletter/routes';
import { loadSchoolIndex, parseSchoolSources, type SchoolIndex } from './schools';
import type { Storage } from './storage/database';
import type { MailCaps } from './mail/caps';

/** Request bodies above this are refused with 413 (the largest form is a few KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = {
  storage: Storage;
  /** Off by default (tests); main.ts passes the level, tests may pass a stream to read the lines. */
  logger?: false | LogOptions;
  /** Called after a submission's mails were committed to the outbox (wakes the worker). */
  onMailQueued?: () => void;
  /**
   * The server's clock: the day of every request (rounds, windows), the minimum fill time, sessions.
   * Default: the real time, or the TODAY / CLOCK setting (development and tests).
   */
  now?: () => number;
  /** Wait for the compressed variants of the build before serving (tests). */
  awaitPrecompression?: boolean;
  /** The school finder's index; by default loaded from DATA_DIR or imported (server/schools/). */
  schools?: SchoolIndex;
  /** The keys personal links are signed with; by default SECRET_KEY (and SECRET_KEY_PREVIOUS), else the one kept in DATA_DIR. */
  signingKey?: SigningKeys;
  /** Overload limits (503 with Retry-After beyond them); off by default, so tests never see them. */
  underPressure?: PressureLimits | false;
  /** Prometheus metrics to record into (main.ts serves them on METRICS_PORT). */
  metrics?: Metrics;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the links that act for someone (security/signed-tokens.ts): SECRET_KEY, and SECRET_KEY_PREVIOUS during a rotation. */
    signingKey: SigningKeys;
    /** From SIGTERM on: /readyz answers 503 and answers close their connection; requests are still served. */
    startDraining(): void;
    /** The retention sweeps (privacy/retention.ts): started by main.ts, stopped when the app closes. */
    retention: RetentionSweeper;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Which hops of X-Forwarded-For count: the nearest `n` for a number of proxies (the client address is
 * the one the outermost of them saw), or the proxies named by address.
 */
export function proxyTrust(
  trust: ServerConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the application: API routes and the static site. */
export async function buildApp(config: ServerConfig, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A request that never ends is cut off: Node checks the limits every `connectionsCheckingInterval`,
    // so that is kept short beside them (the whole request, its headers, a silent connection).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
    },
    genReqId: requestId,
    trustProxy: proxyTrust(config.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // What fails before a route is found (a target that does not decode, a request the HTTP parser
    // refuses) gets the house's answer too, not Fastify's English JSON.
    frameworkErrors: sendErrorAnswer,
    clientErrorHandler: answerClientError,
    // Closing is answered by the onRequest hook below, in the house's words (Fastify's own is English JSON).
    return503OnClosing: false,
  });
  // Every mail the app queues goes through the outbox's caps; the global one logs at `error` once an hour.
  const mailCaps: MailCaps = {
    ...config.mailCaps,
    helpdeskEmail: config.helpdeskEmail,
    // The client is named by a hash of its key: enough to see that one client filled it, no address.
    onGlobalCap: (client) =>
      app.log.error(
        { cap: config.mailCaps.globalPerHour, client },
        'outbox: the global mail cap is reached; mails above it are held until the hour allows (npm run data -- held)',
      ),
    onClientShare: (client) =>
      app.log.warn(
        { cap: config.mailCaps.clientPerHour, client },
        'outbox: one client used up its share of the global mail cap; its mails are held until the hour allows',
      ),
  };
  app.decorate('mailCaps', mailCaps);
  const storage: Storage = options.storage;
  const { db } = storage;
  const now = options.now ?? clockOf(config.clock);
  if (config.clock)
    app.log.warn({ clock: new Date(now()).toISOString() }, 'TODAY/CLOCK: the server works on a set date');
  const proxyExposure = proxyExposureWarning(config.host, config.trustProxy);
  if (proxyExposure) app.log.warn(proxyExposure);
  app.decorate('signingKey', options.signingKey ?? loadSigningKeys(config));
  const retention = new RetentionSweeper(db, {
    retention: config.retention,
    clock: () => new Date(now()),
    logger: app.log.child({ component: 'retention' }),
    onMailsRemoved: (mails) => removeMailFiles(path.join(config.dataDir, 'mail'), mails),
  });
  app.decorate('retention', retention);
  app.addHook('onClose', async () => retention.stop());
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    // A request that reaches a node while it closes: the next one goes to a node that stays.
    if (closing) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .type('text/plain; charset=utf-8')
        .send(errorTextsOf(request).unavailable);
    }
    reply.header('x-request-id', request.id);
    // On a set date the answers are dated by it too: forms date their start by this header.
    if (config.clock) reply.header('date', new Date(now()).toUTCString());
    // A client on a kept-alive connection reconnects, and the load balancer sends it to a node that stays.
    if (draining) reply.header('connection', 'close');
  });
  registerErrorHandler(app);
  options.metrics?.observe(app, storage.db);
  if (options.underPressure) {
    await registerUnderPressure(app, options.underPressure, () => options.metrics?.refused('overload'));
  }
  await registerCookiesAndCompression(app);
  await registerSecurityHeaders(app, {
    scriptHashes: buildInlineScriptHashes(config.buildDir),
    https: config.publicUrl.startsWith('https:'),
  });

  const rateLimitScale = config.rateLimitScale;
  await app.register(services, {
    storage,
    now,
    mailQueued: () => options.onMailQueued?.(),
    rateLimitScale,
    helpdeskEmail: config.helpdeskEmail,
    publicUrl: config.publicUrl,
  });
  await app.register(staffGuard);
  await app.register(healthRoute, { buildDir: config.buildDir, draining: () => draining });
  const schools =
    options.schools ??
    (await loadSchoolIndex({
      dataDir: config.dataDir,
      sources: parseSchoolSources(config.schoolsFile),
      log: app.log,
      now: new Date(now()),
    }));
  let warnedFallback = false;
  const counting: RateLimitCounting =
    storage.engine === 'postgres'
      ? {
          kind: 'shared',
          db,
          // Rate limits count real minutes (as the memory store of @fastify/rate-limit does), not the app's day.
          now: systemNow,
          onFallback: (error) => {
            // Once per process: while the database does not answer, every request would say it again.
            if (warnedFallback) return;
            warnedFallback = true;
            app.log.warn({ err: String(error) }, 'rate limits: the database does not answer, counting in memory');
          },
        }
      : { kind: 'memory' };

  await app.register(
    async (api) => {
      await registerApiRateLimits(api, rateLimitScale, counting, 'api');
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      // In preParsing, not onRequest: after the rate limit's count (the routes' own onRequest hooks
      // run after the scope's), so refused requests are counted too, and before a body is read.
      api.addHook('preParsing', async (request, reply) => {
        if (!STATE_CHANGING.has(request.method) || isOneClickUnsubscribe(request)) return;
        if (!isJsonRequest(request)) {
          return reply
            .code(415)
            .type('text/plain; charset=utf-8')
            .send(errorTextsFor(request.headers['accept-language']).unsupportedType);
        }
        if (!passesCsrfCheck(request, [config.publicUrl])) {
          request.log.info('request refused: CSRF check failed');
          return reply
            .code(403)
            .type('text/plain; charset=utf-8')
            .send(errorTextsFor(request.headers['accept-language']).forbidden);
        }
      });
      api.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(errorTextsFor(request.headers['accept-language']).notFound),
      );
      await api.register(csrfTokenRoute);
      const intake: IntakeOptions = {
        minFillTimeMs: config.minFillTimeMs,
        onStored: (type) => options.metrics?.submissionStored(type),
        onBot: (reason) => app.log.info({ reason }, 'bot submission dropped'),
        schoolSector: (brinLocation) => schools.sectorOf(brinLocation),
        schoolFacts: (brinLocation) => schools.factsOf(brinLocation),
        indexedSchool: (brinLocation) => schools.locationsOf(brinLocation),
        registrationsPerHour: Math.ceil(config.registrationsPerClientHour * rateLimitScale),
      };
      await api.register(processFormRoute, intake);
      await api.register(sendRoute, intake);
      await api.register(schoolAlreadyRegisteredRoute);
      await api.register(claimRoutes);
      await api.register(mailboxRoute);
      // The school's page behind its personal links.
      await api.register(registrationRoute);
      await api.register(newsletterRoutes);
      // Staff log in whether or not ADMIN_TOKEN is set.
      await api.register(staffRoutes);
      await api.register(workspaceRoutes, {
        isSharedDomain: (domain) => schools.isSharedDomain(domain),
        schoolFacts: (brinLocation) => schools.factsOf(brinLocation),
      });
      // The translation status the served build wrote, for the workspace's "Vertalingen".
      await api.register(translationRoutes, { buildDir: config.buildDir });
      if (config.adminToken) await api.register(adminRoutes, { adminToken: config.adminToken });
    },
    { prefix: API_PREFIX },
  );

  // The school finder (schools/routes.ts, its index beside it) declares its full path
  // /api/school, so it sits in a scope of its own, with the API's rate limits and error texts.
  await app.register(async (scope) => {
    await registerApiRateLimits(scope, rateLimitScale, counting, 'school');
    await scope.register(schoolRoutes, { index: schools });
  });

  await app.register(staticRoutes, {
    buildDir: config.buildDir,
    cacheDir: path.join(config.dataDir, 'cache', 'static'),
    awaitPrecompression: options.awaitPrecompression,
  });
  return app;
}
