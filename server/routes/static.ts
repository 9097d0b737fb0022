import { PAGE_ROUTES } from '../../src/domain/routes';
import fs from 'node:fs';
import { API_PREFIX } from '../../src/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { listBuildFiles, resolveBuildFile } from '../static/build-files';
import { cacheControl, isHashedAsset } from '../static/cache-control';
import { contentTypeOf } from '../static/content-types';
import { negotiateEncoding, precompressBuild, type Variants } from '../static/precompress';
import { movedTo } from '../static/redirects';
import { DOCUMENT_ONLY_HEADERS } from '../security/headers';
import { errorTextsOf } from '../http/error-texts';

export { resolveBuildFile };

/** Locales served under their own prefix; the default locale (nl) is at the root. */
const PREFIXED_LOCALES = ['ro'];

export type StaticOptions = {
  buildDir: string;
  /** Where compressed copies of the build are kept between restarts. */
  cacheDir: string;
  /** Wait for all compressed variants before serving (tests); by default they are made in the background. */
  awaitPrecompression?: boolean;
};

function decodedPath(request: FastifyRequest): string | null {
  try {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    return pathname.includes('\0') || pathname.split('/').includes('..') ? null : pathname;
  } catch {
    return null;
  }
}

/** The build's own scripts and stylesheets: never opened as a page. */
const isScriptOrStylesheet = (file: string) => isHashedAsset(file) && /\.(js|css)$/.test(file);

const notFoundText = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorTextsOf(request).notFound);

/**
 * Serves the production build of both locales: `x`, `x.html` or `x/index.html`; each locale's
 * own 404 page; brotli/gzip variants made once from the build; immutable caching for hashed
 * assets and revalidation for pages. No answer sets a cookie, so a CDN may cache the pages: the
 * forms fetch their XSRF token from /api/csrf when they post.
 */
export async function staticRoutes(app: FastifyInstance, options: StaticOptions) {
  const { buildDir } = options;
  if (!fs.existsSync(buildDir)) {
    app.log.warn(`No site build at ${buildDir}: run "npm run build".`);
    app.setNotFoundHandler((request, reply) => notFoundText(request, reply));
    return;
  }
  const fileList = listBuildFiles(buildDir);
  const files = new Set(fileList);
  const variants = new Map<string, Variants>();
  const compressing = precompressBuild(buildDir, fileList, options.cacheDir, variants).catch((error: unknown) =>
    app.log.error({ err: error }, 'precompressing the build failed: serving it uncompressed'),
  );
  if (options.awaitPrecompression) await compressing;

  await app.register(fastifyStatic, { root: buildDir, serve: false, cacheControl: false });

  const sendFile = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    reply.code(status).header('cache-control', cacheControl(file));
    // A page opened with a personal link must not hand the link on to the pages it links to.
    if (file.endsWith('.html') && (request.url.includes('token=') || file.startsWith(PAGE_ROUTES.myRegistration))) {
      reply.header('referrer-policy', 'no-referrer');
    }
    if (isScriptOrStylesheet(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    const available = variants.get(file);
    if (available) reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
    if (!available || !encoding) return reply.sendFile(file.slice(1));
    const etag = `"${available.hash}-${encoding}"`;
    reply.header('etag', etag).header('content-encoding', encoding).type(contentTypeOf(file));
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      status === 200 &&
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return reply.code(304).removeHeader('content-encoding').send();
    }
    return reply.send(available[encoding]);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request) ?? '';
    const locale = PREFIXED_LOCALES.find((name) => pathname === `/${name}` || pathname.startsWith(`/${name}/`));
    const page = locale ? `/${locale}/404.html` : '/404.html';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith(`${API_PREFIX}/`) || !files.has(page) || !isPageRequest)
      return notFoundText(request, reply);
    return sendFile(request, reply, page, 404);
  });

  // Off: the build's compressible files have variants made once at maximum quality (above).
  app.get('/*', { compress: false }, (request, reply) => {
    const pathname = decodedPath(request);
    const moved = pathname === null ? undefined : movedTo(pathname);
    // The query goes along: an old newsletter link's ?token= must still work at the new address.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (moved)
      return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(`${moved}${query}`, 301);
    const file = pathname === null ? undefined : resolveBuildFile(files, pathname);
    if (!file) return reply.callNotFound();
    return sendFile(request, reply, file);
  });
}
