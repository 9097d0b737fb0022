import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * What the libraries do for every route registered after this: @fastify/cookie parses the Cookie
 * header (`request.cookies`) and writes Set-Cookie (`reply.setCookie`); @fastify/compress
 * compresses dynamic answers (school search results, the staff export) with brotli or gzip, as
 * the client accepts, from 1 KB up. The build's files are not compressed here: the static routes
 * send variants made once at maximum quality (server/static/precompress.ts) and opt out.
 * Request bodies are never decompressed: the API takes plain JSON only.
 */
export async function registerCookiesAndCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
  });
}
