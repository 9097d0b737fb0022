import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Locales served under their own prefix; the default locale (nl) is at the root. */
const PREFIXED_LOCALES = ['ro'];

function listFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/** The build file a URL path stands for: the file itself, `path.html`, or `path/index.html`. */
export function resolveBuildFile(files: ReadonlySet<string>, urlPath: string): string | undefined {
  const clean = urlPath.replace(/\/+$/, '');
  const candidates = urlPath.endsWith('/') ? [`${clean}/index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

function cacheControl(file: string): string {
  // Docusaurus puts content hashes in the names of everything under /assets/.
  if (/\/assets\//.test(file)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Serves the production build of both locales, with each locale's own 404 page. */
export async function staticRoutes(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  if (!fs.existsSync(buildDir)) {
    app.log.warn(`No site build at ${buildDir}: run "npm run build".`);
    return;
  }
  const files = new Set(listFiles(buildDir));
  await app.register(fastifyStatic, { root: buildDir, serve: false, cacheControl: false });

  const sendFile = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).header('cache-control', cacheControl(file)).sendFile(file.slice(1));

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    const locale = PREFIXED_LOCALES.find((name) => pathname === `/${name}` || pathname.startsWith(`/${name}/`));
    const page = locale ? `/${locale}/404.html` : '/404.html';
    if (pathname.startsWith('/api/') || !files.has(page) || request.method !== 'GET') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Niet gevonden');
    }
    return sendFile(reply, page, 404);
  });

  app.get('/*', (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.callNotFound();
    }
    const file = resolveBuildFile(files, pathname);
    if (!file || file.includes('..')) return reply.callNotFound();
    return sendFile(reply, file);
  });
}
