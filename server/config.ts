import { REGISTRATIONS_PER_CLIENT_HOUR } from './registration-service/registration-quota';
import { DEFAULT_MAIL_CAPS, type MailCapLimits } from './mail/caps';
import net from 'node:net';
import path from 'node:path';
import { SITE } from '../src/data/site';
import { DEFAULT_MIN_FILL_TIME_MS } from './submissions/bot-defence';
import { clockSetting, type ClockSetting } from './clock';

import type { DatabaseConfig } from './storage/database';
import type { TrustProxy } from './security/proxy-exposure';
import { MIN_SECRET_KEY_LENGTH } from './security/signing-keys';
import { ConfigError } from './errors';

/** Where submissions are stored: a SQLite file (default) or a PostgreSQL database. */
export type { DatabaseConfig };
export { ConfigError };

/** Server configuration, read from the environment. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  buildDir: string;
  database: DatabaseConfig;
  /** SMTP server for the outbox worker; null writes every mail as an .eml file under `dataDir/mail`. */
  smtpUrl: string | null;
  mailFrom: string;
  helpdeskEmail: string;
  /** Bearer token of the staff export; null disables it. */
  adminToken: string | null;
  /**
   * The key that signs personal links (SECRET_KEY); null: one generated into DATA_DIR. Required on
   * PostgreSQL: there several nodes must sign and check links with one key.
   */
  secretKey: string | null;
  /**
   * The key that signed links before SECRET_KEY (SECRET_KEY_PREVIOUS), during a rotation: tokens it
   * signed still verify, new ones are signed with SECRET_KEY. Unset once the old links may stop working.
   */
  secretKeyPrevious: string | null;
  /**
   * The key of the erasure log's hashes (ERASURE_KEY); null: one generated into DATA_DIR as
   * `erasure-key`. Its own key, never rotated with SECRET_KEY: a new key would make the log unreadable.
   */
  erasureKey: string | null;
  /**
   * RETENTION as given (`24m`, `2y`, `730d`): submissions and finished mails older than this are
   * swept daily (registrations once their round is over); null keeps them until `npm run data -- purge`.
   */
  retention: string | null;
  /** SCHOOLS_FILE as given: DUO/RIO data to import, one path or a comma-separated list (unset: defaults of server/schools/). */
  schoolsFile: string | null;
  /** The site's public address, used for links in mails (final-registration link). */
  publicUrl: string;
  /**
   * The reverse proxies in front, whose X-Forwarded-* headers count (client address for rate limits,
   * https): false for none, a number of hops, or the proxies' addresses. Never every hop: a client
   * could then choose the address its requests are counted under.
   */
  trustProxy: TrustProxy;
  /** Multiplies every API rate limit; 0 turns rate limiting off (benchmarks, load tests). */
  rateLimitScale: number;
  /** New registrations one client may store per clock hour (server/registration-service/registration-quota.ts), before RATE_LIMIT_SCALE; 0: no limit. */
  registrationsPerClientHour: number;
  /** First retry delay of a failed mail; each further attempt doubles it (capped at an hour). */
  mailRetryBaseMs: number;
  /** After this many failed attempts a mail is given up and left for staff to look at. */
  mailMaxAttempts: number;
  /** How long a claimed mail is held by the node sending it; after that another node may send it. */
  mailLeaseMs: number;
  /** The outbox's caps: mails per recipient an hour and a day, and in all an hour (server/mail/caps.ts). */
  mailCaps: MailCapLimits;
  /** A form sent sooner than this after it was opened is dropped as a bot's (browser tests shorten it). */
  minFillTimeMs: number;
  /** After SIGTERM: how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownGraceMs: number;
  /** The port of the Prometheus metrics (on HOST, never the public port); null: no metrics listener. */
  metricsPort: number | null;
  /** Above this mean event-loop delay the server answers 503 with Retry-After (0: never). */
  maxEventLoopDelayMs: number;
  /** How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** How long a client may take to send a request's headers (HEADERS_TIMEOUT_MS; at most the request's). */
  headersTimeoutMs: number;
  /** How long a connection may stay silent before it is closed (CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs: number;
  logLevel: string;
  /** TODAY or CLOCK: the date the server works on, for development and tests (null: the real date). */
  clock: ClockSetting | null;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;
/** Minimum length of ADMIN_TOKEN: shorter tokens can be guessed. */
const MIN_ADMIN_TOKEN_LENGTH = 24;

type Problems = string[];

function integer(
  problems: Problems,
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
    return fallback;
  }
  return number;
}

function database(problems: Problems, url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'amn.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
      return { kind: 'postgres', url };
    } catch {
      problems.push('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).');
    }
  } else if (url.startsWith('sqlite:')) {
    return { kind: 'sqlite', file: path.resolve(url.slice('sqlite:'.length).replace(/^\/\//, '')) };
  } else {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (or sqlite:FILE); leave it unset for SQLite.',
    );
  }
  return { kind: 'sqlite', file: path.join(dataDir, 'amn.sqlite') };
}

function smtpUrl(problems: Problems, value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return value;
  } catch {
    // reported below
  }
  problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.');
  return null;
}

function email(problems: Problems, name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  // MAIL_FROM may carry a display name: "AMN <noreply@amn.nl>".
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!EMAIL.test(address.trim())) {
    problems.push(`${name} must be an e-mail address (like name@example.nl), not "${value}".`);
    return fallback;
  }
  return value;
}

function publicUrl(problems: Problems, value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  problems.push(`PUBLIC_URL must be an http(s) address like https://www.amn.nl, not "${value}".`);
  return `http://localhost:${port}`;
}

/** Names proxy-addr knows for address ranges, accepted among TRUST_PROXY's addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or false, the number of proxies in front, or their addresses (comma-separated, CIDR allowed). */
export function trustProxy(problems: Problems, value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') {
    problems.push(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which a client can forge: write the number of proxies in front (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.6).',
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  problems.push(
    `TRUST_PROXY must be false, the number of proxies in front (1 to 10) or their addresses (10.0.0.5,10.0.0.0/8), not "${value}".`,
  );
  return false;
}

function scale(problems: Problems, value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    problems.push(`RATE_LIMIT_SCALE must be a number of 0 or more (0 turns rate limits off), not "${value}".`);
    return 1;
  }
  return number;
}

/** METRICS_PORT: unset for no metrics; never the public PORT, so the metrics stay off the public site. */
function metricsPort(problems: Problems, value: string | undefined, port: number): number | null {
  if (value === undefined || value === '') return null;
  const number = integer(problems, 'METRICS_PORT', value, 0, 1, 65535);
  if (number === 0) return null;
  if (number === port) {
    problems.push(`METRICS_PORT must differ from PORT (${port}): the metrics are never served on the public port.`);
    return null;
  }
  return number;
}

/**
 * The time limits of a connection: a client that sends its request a byte at a time holds a socket
 * and memory, so the whole request has a limit (a 64 KB form over a slow phone line takes seconds),
 * its headers a shorter one, and a silent connection is closed.
 */
export const DEFAULT_TIMEOUTS = { requestTimeoutMs: 20_000, headersTimeoutMs: 10_000, connectionTimeoutMs: 60_000 };

function timeouts(problems: Problems, env: NodeJS.ProcessEnv) {
  const { requestTimeoutMs, headersTimeoutMs, connectionTimeoutMs } = DEFAULT_TIMEOUTS;
  const request = integer(problems, 'REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, requestTimeoutMs, 100, 600_000);
  const headers = integer(problems, 'HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, headersTimeoutMs, 100, 600_000);
  if (headers > request) {
    problems.push(`HEADERS_TIMEOUT_MS (${headers}) must not be longer than REQUEST_TIMEOUT_MS (${request}).`);
  }
  return {
    requestTimeoutMs: request,
    headersTimeoutMs: Math.min(headers, request),
    connectionTimeoutMs: integer(
      problems,
      'CONNECTION_TIMEOUT_MS',
      env.CONNECTION_TIMEOUT_MS,
      connectionTimeoutMs,
      100,
      3_600_000,
    ),
  };
}

/** Reads and checks the environment; every bad value is named in one ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: Problems = [];
  const port = integer(problems, 'PORT', env.PORT, 3000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const adminToken = env.ADMIN_TOKEN || null;
  if (adminToken !== null && adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    problems.push(
      `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long (or unset to disable the export).`,
    );
  }
  const secretKey = env.SECRET_KEY || null;
  const databaseConfig = database(problems, env.DATABASE_URL, dataDir);
  if (secretKey !== null && secretKey.length < MIN_SECRET_KEY_LENGTH) {
    problems.push(`SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} characters long.`);
  }
  const secretKeyPrevious = env.SECRET_KEY_PREVIOUS || null;
  if (secretKeyPrevious !== null && secretKeyPrevious.length < MIN_SECRET_KEY_LENGTH) {
    problems.push(`SECRET_KEY_PREVIOUS must be at least ${MIN_SECRET_KEY_LENGTH} characters long (or unset).`);
  }
  if (secretKeyPrevious !== null && secretKeyPrevious === secretKey) {
    problems.push(
      'SECRET_KEY_PREVIOUS must be the key used before SECRET_KEY, not the same key (or unset when there was no rotation).',
    );
  }
  if (secretKey === null && databaseConfig.kind === 'postgres') {
    problems.push(
      "SECRET_KEY must be set with PostgreSQL: every node signs and checks personal links with it, and a key generated per node would make one node refuse another's links (for example: openssl rand -base64 48).",
    );
  }
  const erasureKey = env.ERASURE_KEY || null;
  if (erasureKey !== null && erasureKey.length < MIN_SECRET_KEY_LENGTH) {
    problems.push(`ERASURE_KEY must be at least ${MIN_SECRET_KEY_LENGTH} characters long.`);
  }
  if (erasureKey !== null && erasureKey === secretKey) {
    problems.push('ERASURE_KEY must be a key of its own, not SECRET_KEY: the signing key is rotated, this one never.');
  }
  const retention = env.RETENTION || null;
  if (retention !== null && !/^\d{1,4}[dmy]$/.test(retention)) {
    problems.push(`RETENTION must look like 730d, 24m or 2y (days, months, years), not "${retention}".`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  const host = env.HOST || '127.0.0.1';
  if (/\s|\//.test(host)) problems.push(`HOST must be a host name or IP address, not "${host}".`);

  const config: ServerConfig = {
    port,
    host,
    dataDir,
    buildDir: path.resolve(env.BUILD_DIR || 'build'),
    database: databaseConfig,
    smtpUrl: smtpUrl(problems, env.SMTP_URL),
    mailFrom: email(problems, 'MAIL_FROM', env.MAIL_FROM, `${SITE.name} <noreply@amn.nl>`),
    helpdeskEmail: email(problems, 'HELPDESK_EMAIL', env.HELPDESK_EMAIL, SITE.helpdeskEmail),
    adminToken,
    secretKey,
    secretKeyPrevious,
    erasureKey,
    retention,
    schoolsFile: env.SCHOOLS_FILE || null,
    publicUrl: publicUrl(problems, env.PUBLIC_URL, port),
    trustProxy: trustProxy(problems, env.TRUST_PROXY),
    rateLimitScale: scale(problems, env.RATE_LIMIT_SCALE),
    registrationsPerClientHour: integer(
      problems,
      'REGISTRATIONS_PER_CLIENT_HOUR',
      env.REGISTRATIONS_PER_CLIENT_HOUR,
      REGISTRATIONS_PER_CLIENT_HOUR,
      0,
      100_000,
    ),
    mailRetryBaseMs: integer(problems, 'MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000, 10, 3_600_000),
    mailMaxAttempts: integer(problems, 'MAIL_MAX_ATTEMPTS', env.MAIL_MAX_ATTEMPTS, 12, 1, 100),
    mailLeaseMs: integer(problems, 'MAIL_LEASE_MS', env.MAIL_LEASE_MS, 120_000, 1000, 3_600_000),
    mailCaps: {
      perHour: integer(problems, 'MAIL_CAP_PER_HOUR', env.MAIL_CAP_PER_HOUR, DEFAULT_MAIL_CAPS.perHour, 1, 100_000),
      perDay: integer(problems, 'MAIL_CAP_PER_DAY', env.MAIL_CAP_PER_DAY, DEFAULT_MAIL_CAPS.perDay, 1, 1_000_000),
      globalPerHour: integer(
        problems,
        'MAIL_CAP_GLOBAL_PER_HOUR',
        env.MAIL_CAP_GLOBAL_PER_HOUR,
        DEFAULT_MAIL_CAPS.globalPerHour,
        1,
        10_000_000,
      ),
      clientPerHour: integer(
        problems,
        'MAIL_CAP_CLIENT_PER_HOUR',
        env.MAIL_CAP_CLIENT_PER_HOUR,
        DEFAULT_MAIL_CAPS.clientPerHour,
        1,
        10_000_000,
      ),
    },
    minFillTimeMs: integer(problems, 'MIN_FILL_TIME_MS', env.MIN_FILL_TIME_MS, DEFAULT_MIN_FILL_TIME_MS, 0, 600_000),
    shutdownGraceMs: integer(problems, 'SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 5000, 0, 60_000),
    metricsPort: metricsPort(problems, env.METRICS_PORT, port),
    maxEventLoopDelayMs: integer(problems, 'MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, 1000, 0, 60_000),
    ...timeouts(problems, env),
    logLevel,
    clock: clockSetting(problems, env),
  };
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return config;
}
