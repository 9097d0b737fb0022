import path from 'node:path';
import { buildApp } from './app';
import { clockOf } from './clock';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { OutboxWorker } from './mail/outbox-worker';
import { listenForMetrics } from './metrics/listen';
import { createMetrics } from './metrics/metrics';
import { nodeSupportWarning } from './node-support';
import { fileTransport, smtpTransport } from './mail/transport';
import { lateAnswerLimits } from './http/under-pressure';
import { openStorage } from './storage/database';

/**
 * After the grace period, how long requests and the mail in flight get to finish. A stuck shutdown
 * (a hanging request or SMTP call) must not keep a stopped server alive: with the default 5 s of
 * grace the process is gone within 10 s of SIGTERM. A mail cut off is sent again when its lease ends.
 */
const FINISH_TIMEOUT_MS = 5000;

function exitOnConfigError(error: unknown) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error:\n${error.message.replace(/^/gm, '  - ')}`);
    process.exit(1);
  }
}

function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    exitOnConfigError(error);
    throw error;
  }
}

async function main() {
  const config = configOrExit();
  const storage = await openStorage(config.database);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'mail'));
  // One clock for the app and its metrics (the outbox's ages).
  const clock = clockOf(config.clock);
  const metrics = createMetrics(clock);
  const app = await buildApp(config, {
    now: clock,
    storage,
    logger: { level: config.logLevel },
    metrics,
    // Overload is late answers, not a busy node: above this event-loop delay, 503 with Retry-After.
    underPressure: lateAnswerLimits(config.maxEventLoopDelayMs),
    // The worker exists before the first request: listen() comes after it is made.
    onMailQueued: () => worker.kick(),
  });
  const worker = new OutboxWorker(storage.db, transport, {
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
    leaseMs: config.mailLeaseMs,
    publicUrl: config.publicUrl,
    helpdeskEmail: config.helpdeskEmail,
    clock: app.now,
    signingKey: app.signingKey,
    write: storage.write,
    caps: { ...config.mailCaps, helpdeskEmail: config.helpdeskEmail },
    logger: app.log.child({ component: 'outbox' }),
  });
  if (!config.smtpUrl) app.log.info(`No SMTP_URL: mails are written to ${path.join(config.dataDir, 'mail')}`);
  const nodeWarning = nodeSupportWarning(process.version, new Date(app.now()));
  if (nodeWarning) app.log.warn(nodeWarning);
  let metricsServer: Awaited<ReturnType<typeof listenForMetrics>> | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns first: the load balancer stops sending new visitors while this node still
    // answers those it already sent, then the server closes.
    // Ctrl-C (SIGINT) in a terminal has no load balancer to wait for.
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    app.startDraining();
    app.log.info({ signal, graceMs }, 'shutting down: /readyz answers 503, still serving');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, graceMs + FINISH_TIMEOUT_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    app.log.info('shutting down: finishing requests in progress');
    // Order matters: no new requests (in-flight ones complete and commit), then the worker
    // finishes the mail it is sending, then the store closes. Nothing is left half-written:
    // every submission is one transaction, and an unsent mail stays in the outbox.
    // close() stops accepting and closes the keep-alive connections that are idle at that moment;
    // a connection busy with a request becomes idle later and would otherwise hold the shutdown
    // until its keep-alive timeout. Sweep them as they become idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(sweep);
    app.log.info('shutting down: requests finished, stopping the outbox worker');
    await worker.stop();
    transport.close();
    metricsServer?.close();
    app.log.info('shutting down: closing the store');
    await storage.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== null) {
    metricsServer = await listenForMetrics(metrics, config.metricsPort, config.host);
    app.log.info(`Metrics (Prometheus) at http://${config.host}:${config.metricsPort}/metrics`);
  }
  worker.start();
  app.retention.start();
}

main().catch((error: unknown) => {
  // A configuration found wrong after loading (a signing key file that is not whole) stops with its message.
  exitOnConfigError(error);
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
