import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_PATHS, API_PREFIX } from '../../../src/domain/api';
import { DEFAULT_TIMEOUTS, loadConfig } from '../../config';
import { XSRF } from '../../../src/domain/constants';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

/** Sends the headers of a 1,000-byte body, then one byte every `everyMs`; resolves when the server closes. */
function trickle(port: number, everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      // A request that passes the checks before the body (origin, CSRF), so the server waits for its body.
      const headers = [
        `POST ${API_PREFIX}${API_PATHS.processForm} HTTP/1.1`,
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 1000',
        `Origin: ${ORIGIN}`,
        `Cookie: ${XSRF.cookie}=${XSRF_TOKEN}`,
        `${XSRF.header}: ${XSRF_TOKEN}`,
      ];
      socket.write(`${headers.join('\r\n')}\r\n\r\n{`);
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('time limits of a request', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('cuts off a body that trickles one byte every five seconds once the request limit is past', async () => {
    test = await startTestApp('sqlite', { requestTimeoutMs: 2000, headersTimeoutMs: 1000 });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const { closedAfterMs, answer } = await trickle(port, 5000);
    // Closed before the second byte: the limit (2 s) and one check of it (at most 1 s) later.
    expect(closedAfterMs).toBeLessThan(4000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('sets the limits on the server, by default within 30 seconds for a whole request', async () => {
    const config = loadConfig({ DATA_DIR: '/nonexistent' });
    expect(config).toMatchObject(DEFAULT_TIMEOUTS);
    expect(config.requestTimeoutMs).toBeLessThan(30_000);
    test = await startTestApp('sqlite', {
      requestTimeoutMs: config.requestTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
      connectionTimeoutMs: config.connectionTimeoutMs,
    });
    expect(test.app.server.requestTimeout).toBe(20_000);
    expect(test.app.server.headersTimeout).toBe(10_000);
    expect(test.app.server.timeout).toBe(60_000);
  });

  it('refuses headers given more time than the whole request', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(6000\) must not be longer than REQUEST_TIMEOUT_MS \(5000\)/,
    );
  });
});
