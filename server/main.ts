import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { OutboxWorker } from './mail/outbox-worker';
import { fileTransport, smtpTransport } from './mail/transport';
import { openStorage } from './storage/database';

/** A stuck shutdown (a hanging request or SMTP call) must not keep a stopped server alive forever. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

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
  const app = await buildApp(config, {
    storage,
    logger: { level: config.logLevel },
    // The worker exists before the first request: listen() comes after it is made.
    onMailQueued: () => worker.kick(),
  });
  const worker = new OutboxWorker(storage.db, transport, {
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
    leaseMs: config.mailLeaseMs,
    publicUrl: config.publicUrl,
    signingKey: app.signingKey,
    write: storage.write,
    logger: app.log.child({ component: 'outbox' }),
  });
  if (!config.smtpUrl) app.log.info(`No SMTP_URL: mails are written to ${path.join(config.dataDir, 'mail')}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in progress');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
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
    app.log.info('shutting down: closing the store');
    await storage.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  worker.start();
}

main().catch((error: unknown) => {
  // A configuration found wrong after loading (a signing key file that is not whole) stops with its message.
  exitOnConfigError(error);
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
