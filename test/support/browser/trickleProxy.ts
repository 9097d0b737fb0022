import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TrickleProxy = { url: string; close: () => Promise<void> };

/**
 * A proxy in front of the site that sends HTML pages in small pieces with a pause between them, so the
 * browser paints the page while its HTML is still arriving (as on a slow line), every time. Everything
 * else (styles, scripts, images) passes at once.
 */
export async function startTrickleProxy(
  target: string,
  { chunkBytes = 1500, pauseMs = 150 } = {},
): Promise<TrickleProxy> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', target), {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    if (!type.includes('text/html')) {
      response.end(body);
      return;
    }
    for (let start = 0; start < body.length; start += chunkBytes) {
      response.write(body.subarray(start, start + chunkBytes));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps connections alive; they must not hold the proxy open.
        server.closeAllConnections();
      }),
  };
}
