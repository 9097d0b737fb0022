import type { FastifyInstance } from 'fastify';
import { UNPROVEN } from '../mail/caps';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../storage/schema';

/** Why the server refused a request without handling it. */
export type RefusalReason = 'rate-limit' | 'overload';

export type Metrics = {
  registry: Registry;
  /** The Prometheus text of every metric, the outbox read from the store first. */
  text(): Promise<string>;
  /** Times every answer of the app by route and status, and reads the outbox from its store when scraped. */
  observe(app: FastifyInstance, db: Kysely<Database>): void;
  submissionStored(type: string): void;
  refused(reason: RefusalReason): void;
};

/** Seconds between two ISO timestamps, never negative. */
const ageSeconds = (iso: string, now: number) => Math.max(0, (now - Date.parse(iso)) / 1000);

/**
 * The server's Prometheus metrics, in a registry of their own (each app in a test has its own).
 * The outbox gauges are read from the store when scraped, so every node reports the one shared
 * outbox; the counters are this process's own (Prometheus sums them over the nodes).
 */
export function createMetrics(now: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'amn_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route and status (its _count is the number of requests).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'amn_submissions_total',
    help: 'Form submissions stored by this process, by form type.',
    labelNames: ['type'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'amn_requests_refused_total',
    help: 'Requests refused before they were handled: rate-limit (429) or overload (503).',
    labelNames: ['reason'],
    registers: [registry],
  });

  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const outbox = {
    queued: gauge('amn_outbox_queued', 'Mails in the outbox waiting to be sent (retries included).'),
    oldestAge: gauge(
      'amn_outbox_oldest_queued_age_seconds',
      'Age of the oldest mail waiting to be sent; 0 when none waits.',
    ),
    held: gauge('amn_outbox_held', 'Mails held back after a failed attempt, waiting for their next try.'),
    failed: gauge('amn_outbox_failed', 'Mails given up after their last attempt, waiting for staff (not queued).'),
    capped: gauge(
      'amn_outbox_held_by_caps',
      'Mails a cap (per recipient or global) holds until staff release or drop them (not queued).',
    ),
    awaitingProof: gauge(
      'amn_outbox_awaiting_proof',
      'Mails waiting until their recipient confirms the address with the link we sent (not queued).',
    ),
  };
  let store: Kysely<Database> | null = null;

  /** The outbox gauges, read in one query from the store right before each scrape. */
  async function readOutbox(): Promise<void> {
    if (!store) return;
    const {
      rows: [row],
    } = await sql<{
      queued: string | number;
      held: string | number;
      failed: string | number;
      capped: string | number;
      unproven: string | number;
      oldest: string | null;
    }>`
      select count(case when failed_at is null and held_at is null then 1 end) as queued,
             count(case when failed_at is null and held_at is null and attempts > 0 then 1 end) as held,
             count(failed_at) as failed,
             count(case when held_at is not null and held_reason <> ${UNPROVEN} then 1 end) as capped,
             count(case when held_at is not null and held_reason = ${UNPROVEN} then 1 end) as unproven,
             min(case when failed_at is null and held_at is null then created_at end) as oldest
      from outbox where sent_at is null`.execute(store);
    outbox.queued.set(Number(row.queued));
    outbox.held.set(Number(row.held));
    outbox.failed.set(Number(row.failed));
    outbox.capped.set(Number(row.capped));
    outbox.awaitingProof.set(Number(row.unproven));
    outbox.oldestAge.set(row.oldest ? ageSeconds(row.oldest, now()) : 0);
  }

  return {
    registry,
    async text() {
      await readOutbox();
      return registry.metrics();
    },
    observe(app, db) {
      store = db;
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
        if (reply.statusCode === 429) refusals.inc({ reason: 'rate-limit' });
      });
    },
    submissionStored: (type) => submissions.inc({ type }),
    refused: (reason) => refusals.inc({ reason }),
  };
}
