import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Embedded video players (content cards and video modals link YouTube and Vimeo). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

export type SecurityHeadersOptions = {
  /** `'sha256-…'` sources of the build's inline scripts. */
  scriptHashes: string[];
  /** Upgrade http subresources when the public site is served over https. */
  https: boolean;
};

/** The Content-Security-Policy directives: scripts only from us or by hash, never eval. */
export function cspDirectives({ scriptHashes, https }: SecurityHeadersOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
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

/** Security headers on every response: CSP, HSTS, nosniff, frame-ancestors, referrer policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Video embeds from YouTube/Vimeo do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}
