import { API_ROUTES } from '../../../src/domain/api';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TRANSLATION_REPORT_FILE } from '../../../src/domain/translations';
import { limit } from '../../security/rate-limits';

/** The build being served; only a logged-in member of staff sees its report. */
export type TranslationRoutesOptions = { buildDir: string };

/** Said when the build being served has no report (a build from before it existed, or none). */
export const NO_REPORT =
  'Er is nog geen overzicht van de vertalingen: het verschijnt na de volgende build van de site.';

/**
 * GET /api/staff/translations: the translation status the build of the site being served wrote
 * (plugins/translation-status), for the workspace's "Vertalingen". Read per request: a new build in
 * the same folder shows without a restart.
 */
export async function translationRoutes(app: FastifyInstance, options: TranslationRoutesOptions) {
  const file = path.join(options.buildDir, TRANSLATION_REPORT_FILE);
  app.get(
    API_ROUTES.staffTranslations,
    { preHandler: app.requireStaff, config: { rateLimit: limit(300, app.rateLimitScale) } },
    async (_request, reply) => {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        return reply.code(404).type('text/plain; charset=utf-8').send(NO_REPORT);
      }
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);
    },
  );
}
