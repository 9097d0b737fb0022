import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Embedded video players (content cards and video modals link YouTube and Vimeo). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

export type SecurityHeadersOptions = {
  /** `'sha256-…'` sources of the build's inline scripts. */
  scriptHashes: string[];
  /** Upgrade http subresources when the public site is served over https. */
  https: boolean;
};

/**
 * The Content-Security-Policy directives: scripts only from us or by hash, never eval. The site
 * search (Pagefind) runs its index in WebAssembly, which browsers only compile under
 * 'wasm-unsafe-eval'; it allows WebAssembly and nothing of JavaScript's eval.
 */
export function cspDirectives({ scriptHashes, https }: SecurityHeadersOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    // Docusaurus renders style="" attributes in its HTML; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    frameSrc: VIDEO_FRAMES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

function helmetOptions(options: SecurityHeadersOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: { action: 'deny' as const },
    // Video embeds from YouTube/Vimeo do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  };
}

/** Headers every Fastify answer has without helmet: not security headers. */
const PLAIN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with our options. They depend on nothing in the request (no nonces: the
 * inline scripts are allowed by hash), so they are taken once, from one answer of a probe app.
 * @fastify/helmet would otherwise build the helmet middleware again, CSP parsing included, for
 * every request.
 */
export async function securityHeaders(options: SecurityHeadersOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(options));
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!PLAIN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Security headers on every response: CSP, HSTS, nosniff, frame-ancestors, referrer policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
