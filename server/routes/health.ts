import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../storage/database';

export type HealthOptions = {
  /** The site build the server serves: a node without it is not ready. */
  buildDir: string;
  /** True from SIGTERM on: the node is stopping and takes no new traffic from the load balancer. */
  draining: () => boolean;
};

/** A liveness probe must answer while the server sheds load: under-pressure lets it through. */
const ALWAYS_ANSWER = { pressureHandler: () => undefined };

function buildPresent(buildDir: string): boolean {
  return fs.existsSync(path.join(buildDir, 'index.html')) && fs.existsSync(path.join(buildDir, 'ro', 'index.html'));
}

/**
 * GET /livez: 200 while the process serves requests (liveness; touches nothing, so it is also the
 * benchmark's trivial route). GET /healthz: 200 when the store answers, 503 when it does not.
 * GET /readyz: 200 when this node should get traffic (store answers, migrations current, build
 * present), 503 with the reasons when not, and from SIGTERM on.
 */
export async function healthRoute(app: FastifyInstance, { buildDir, draining }: HealthOptions) {
  const { db } = app;
  app.get('/livez', { config: ALWAYS_ANSWER }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check: storage does not answer');
      return reply.code(503).send({ ok: false });
    }
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining()) return reply.code(503).send({ ok: false, reasons: ['shutting down'] });
    const reasons: string[] = [];
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) reasons.push(`migrations not applied: ${pending.join(', ')}`);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: storage does not answer');
      reasons.push('storage does not answer');
    }
    if (!buildPresent(buildDir)) reasons.push('no site build');
    if (reasons.length > 0) return reply.code(503).send({ ok: false, reasons });
    return { ok: true };
  });
}
