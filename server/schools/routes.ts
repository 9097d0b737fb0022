import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { API_PATHS, SCHOOL_SEARCH_SECTORS } from '../../src/domain/api';
import { withValibot } from '../http/valibot-provider';
import { SCHOOL_SEARCH_MIN_TERM } from '../../src/domain/constants';
import { MAX_RESULTS, SCHOOL_FIELDS, type School, type SchoolIndex } from '.';

/** Longer terms are no postcode, BRIN or name: refused before any lookup. */
export const SCHOOL_SEARCH_MAX_TERM = 100;

export const MESSAGES = {
  tooShort: `Vul minimaal ${SCHOOL_SEARCH_MIN_TERM} tekens in: een postcode of het volledige BRIN-nummer.`,
  tooLong: `Vul maximaal ${SCHOOL_SEARCH_MAX_TERM} tekens in: een postcode of het volledige BRIN-nummer.`,
  badSector: `Onbekende sector: zoek zonder sector of met sector=${SCHOOL_SEARCH_SECTORS.join(' of sector=')}.`,
} as const;

const nullableString = { type: ['string', 'null'] } as const;

const schoolSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...SCHOOL_FIELDS],
  properties: Object.fromEntries(SCHOOL_FIELDS.map((field) => [field, nullableString])),
} as const;

const textSchema = { type: 'string' } as const;

/**
 * The finder's query never fails validation: a term that is missing or given twice is the empty
 * term (too short), and a sector it does not know (or given twice) is null; the handler answers each.
 */
const SCHOOL_QUERY = v.object({
  term: v.fallback(v.string(), ''),
  sector: v.optional(
    v.union([
      v.picklist(SCHOOL_SEARCH_SECTORS),
      v.pipe(
        v.unknown(),
        v.transform(() => null),
      ),
    ]),
  ),
});

/** Search results may be cached a while: they change only with an import. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/school?term=&sector=: the school finder. 200 with at most MAX_RESULTS schools (of the
 * sector when one is given: `po` for the primary-education forms); 400 with a Dutch text when the
 * trimmed term is shorter than SCHOOL_SEARCH_MIN_TERM, too long, missing or given twice, or the
 * sector is unknown.
 */
export async function schoolRoutes(scope: FastifyInstance, { index }: { index: SchoolIndex }) {
  const app = withValibot(scope);
  const serialized = new WeakMap<readonly School[], ReturnType<FastifyReply['serialize']>>();
  app.get(
    API_PATHS.school,
    {
      schema: {
        querystring: SCHOOL_QUERY,
        response: {
          200: { type: 'array', maxItems: MAX_RESULTS, items: schoolSchema },
          400: textSchema,
        },
      },
    },
    async (request, reply) => {
      const { sector } = request.query;
      if (sector === null) return reply.code(400).type('text/plain; charset=utf-8').send(MESSAGES.badSector);
      const term = request.query.term.trim();
      if (term.length < SCHOOL_SEARCH_MIN_TERM || term.length > SCHOOL_SEARCH_MAX_TERM) {
        const message = term.length > SCHOOL_SEARCH_MAX_TERM ? MESSAGES.tooLong : MESSAGES.tooShort;
        return reply.code(400).type('text/plain; charset=utf-8').send(message);
      }
      const results = index.search(term, sector);
      // Postcode and BRIN answers are arrays made once at load time: each is serialized once, by the
      // response schema's serializer, and its JSON sent again after that (name answers are new arrays).
      let json = serialized.get(results);
      if (json === undefined) {
        json = reply.serialize(results);
        serialized.set(results, json);
      }
      return reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8').send(json);
    },
  );
}
