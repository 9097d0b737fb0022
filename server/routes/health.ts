import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * GET /livez: 200 while the process serves requests (liveness; touches nothing, so it is also the
 * benchmark's trivial route). GET /healthz: 200 when the store answers, 503 when it does not.
 */
export async function healthRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
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
}
