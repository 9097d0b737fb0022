import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { loadSchoolIndex, schoolRoutes, schoolSourcesFromEnv } from './routes/school';
import { staticRoutes } from './routes/static';

/** Builds the application: API routes and the static site. */
export async function buildApp(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/healthz', async () => ({ ok: true }));
  const schools = await loadSchoolIndex({ dataDir: config.dataDir, sources: schoolSourcesFromEnv(), log: app.log });
  await app.register(schoolRoutes, { index: schools });
  await app.register(staticRoutes, { buildDir: config.buildDir });
  return app;
}
