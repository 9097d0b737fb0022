import { XSRF } from '../../../../src/domain/constants';

/**
 * fetch mocked at the boundary for component tests (jsdom has no fetch): each call goes to `handler`,
 * which answers with a status and a text or JSON body, or throws to simulate a network failure.
 * An aborted request rejects with an AbortError, like the real fetch.
 */
export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: MockCall) => MockAnswer | Promise<MockAnswer>;

function fakeResponse({ status = 200, body = '', headers = {} }: MockAnswer): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    // As the server answers: JSON for objects, plain text for strings.
    headers: new Headers({
      'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      ...headers,
    }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * `serverTime`: the server's clock, in the Date header of the HEAD request with which a form learns
 * it (FormShell/serverClock.ts); those requests are answered here and listed in `heads`, not `calls`.
 */
export function mockFetch(handler: Handler, { serverTime }: { serverTime?: (() => number) | null } = {}) {
  const calls: MockCall[] = [];
  const heads: string[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'HEAD') {
      heads.push(String(input));
      // null: an answer without a Date (a proxy that drops it), so the form knows no better than its own clock.
      if (serverTime === null) return Promise.resolve(fakeResponse({}));
      const date = new Date(serverTime ? serverTime() : Date.now()).toUTCString();
      return Promise.resolve(fakeResponse({ headers: { date } }));
    }
    const call: MockCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const signal = init.signal;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()));
      Promise.resolve()
        .then(() => handler(call))
        .then((answer) => (signal?.aborted ? reject(abortError()) : resolve(fakeResponse(answer))), reject);
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls, heads };
}

/** A promise with its resolve handle, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The XSRF cookie the server sets on every page, so a form posts without asking for it first. */
export function setXsrfCookie(token = 'test-xsrf-token'): void {
  document.cookie = `${XSRF.cookie}=${token}; path=/`;
}
