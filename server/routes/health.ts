import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** GET /healthz: 200 when the store answers, 503 when it does not. */
export async function healthRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
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
