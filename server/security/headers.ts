import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
export function cspDirectives({ scriptHashes, https }: SecurityHeadersOptions): Record<string, string[] | null> {
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

/**
 * The headers that act only on a document: its policy, framing, isolation, and old browsers' XSS
 * and download switches. A script or stylesheet runs under the policy of the page that loads it,
 * so on those they are bytes a phone downloads for nothing (over 1 KiB per file, the policy with
 * its script hashes most of it). Kept everywhere else, since any other file may be opened as a
 * page (an SVG runs script when opened on its own). nosniff, CORP, HSTS and the referrer policy
 * act on subresources too (a stylesheet's referrer policy covers the images it loads) and stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Security headers on every answer, by `@fastify/helmet`: its defaults plus our CSP (scripts by
 * hash, no nonces, so the headers depend on nothing in the request), a year of HSTS, the referrer
 * policy and no framing. No Cross-Origin-Embedder-Policy: the YouTube and Vimeo players send no
 * CORP header.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
