import http from 'node:http';
import type { Metrics } from './metrics';

/**
 * The metrics on a port of their own (METRICS_PORT, on HOST): never on the public port, so no
 * token is needed; only what can reach that port (the monitoring, not the internet) reads them.
 * GET /metrics answers Prometheus' text format; anything else is 404.
 */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`metrics failed: ${String(error)}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
