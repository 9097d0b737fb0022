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

/** `scriptSrcAttr` → `script-src-attr`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as a header value: `name value…` joined by `;`, a directive without values by its name alone. */
export function serializeCsp(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
}

/**
 * The security headers of every answer, written out once at start: they depend on nothing in the
 * request (no nonces: the inline scripts are allowed by hash). These are the headers helmet sends
 * with our options (its defaults plus our CSP, HSTS, referrer policy and frame options; no
 * Cross-Origin-Embedder-Policy, because the YouTube and Vimeo embeds send no CORP header); a test
 * compares them with helmet's. Written out rather than taken from a probe app's answer, so the
 * server needs no inject() (and its ESM-only cookie parser) at start.
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(cspDirectives(options)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
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

/** Security headers on every response: CSP, HSTS, nosniff, frame-ancestors, referrer policy. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
