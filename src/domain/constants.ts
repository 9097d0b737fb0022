/** Business constants and limits, named once. Pure data: browser and server import it. */

export const COOKIE_CONSENT = {
  /** Cookie name per locale; the value is always 'true'. */
  names: { nl: 'AMNCookieConsent-NL', ro: 'AMNCookieConsent-RO' },
  value: 'true',
  /** Lifetime on the site layout. */
  lifetimeDays: 150,
  /** The generic banner's default lifetime. */
  defaultLifetimeDays: 365,
} as const;

export const NAVBAR_SCROLL = {
  /** The bar gets its "scrolled" look from this many pixels down. */
  scrolledFrom: 30,
  /** A scroll change must exceed this before the bar shows or hides. */
  minDelta: 50,
  /** navup/navdown apply only beyond this offset: on the home page ... */
  homeThreshold: 300,
  /** ... and on every other page. */
  pageThreshold: 50,
  /** The sub-navigation fixes when scrolled past its offset plus this (0 while the bar is hidden). */
  subNavOffset: 100,
} as const;

export const TIMELINE = { items: 8, linePoints: 9 } as const;
export const CAROUSEL_INTERVAL_MS = 6000;
export const SLIDE_PARALLAX_CAP = 1.5;
export const SUCCESS_MESSAGE_MS = 10_000;
export const FETCH_DEBOUNCE_MS = 200;
export const PREFETCH_MARGIN_PX = 200;

export const SCHOOL_SEARCH_MIN_TERM = 4;
export const MIN_PUPILS = 1;
export const MIN_TEXT_LENGTH = 2;

export const DEFAULT_IMAGE_SIZE = 'square-medium';

/** Logo/image helper height in pixels: the small variant, and every other one. */
export const LOGO_HEIGHT = { small: 50, default: 70 } as const;

export const DEFAULT_DEVICE = 'Chromebooks';

/** XSRF guard: the server sets the cookie, the browser echoes its value in the header. */
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;

/**
 * Bot defence fields the browser sends next to a form's values; the server strips and checks them.
 * `fillTime`: milliseconds from opening to sending by the browser's monotonic clock, which no
 * step of either side's wall clock changes.
 */
export const BOT_FIELDS = { honeypot: 'website', startedAt: 'form_started_at', fillTime: 'form_fill_ms' } as const;
