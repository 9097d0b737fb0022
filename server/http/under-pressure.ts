import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTextsOf } from './error-texts';

/**
 * What counts as overload: the limits of @fastify/under-pressure that mean late answers (event-loop
 * delay) or a process about to fail (heap, RSS). Event-loop utilisation is left out on purpose: a
 * node that is merely busy reaches 98 % while it still answers in milliseconds.
 */
export type PressureLimits = {
  maxEventLoopDelay?: number;
  maxHeapUsedBytes?: number;
  maxRssBytes?: number;
  sampleInterval?: number;
};

/**
 * The production guard: refuse only when answers are late. The event-loop delay (the mean of a
 * sample, by `monitorEventLoopDelay`) is how long every request waits before its handler runs,
 * queue time included: requests waiting to be read make each turn of the loop longer. `0` turns
 * the guard off.
 */
export function lateAnswerLimits(maxEventLoopDelayMs: number, sampleIntervalMs?: number): PressureLimits {
  return {
    maxEventLoopDelay: maxEventLoopDelayMs,
    ...(sampleIntervalMs === undefined ? {} : { sampleInterval: sampleIntervalMs }),
  };
}

/** Seconds a refused client is asked to wait. */
export const PRESSURE_RETRY_AFTER_SECONDS = 5;

/**
 * An overloaded server refuses new requests at once (503, Retry-After, the usual short text in the
 * visitor's language) instead of answering every request late. Each refusal is counted through
 * `onRefused` (metrics), not logged: under load a log line per refusal would add to the load.
 */
export async function registerUnderPressure(
  app: FastifyInstance,
  limits: PressureLimits,
  onRefused: () => void = () => undefined,
): Promise<void> {
  // The plugin sends what the handler returns (returning nothing would let the request on), though
  // its types say the handler returns nothing: typed as a handler whose result is not looked at, as
  // TypeScript lets a function with a result stand for one.
  const refuse: (request: FastifyRequest, reply: FastifyReply) => void = (request, reply) => {
    onRefused();
    reply
      .code(503)
      .header('retry-after', String(PRESSURE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8');
    return errorTextsOf(request).unavailable;
  };
  await app.register(underPressure, { ...limits, pressureHandler: refuse });
}
