import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { XSRF } from '../../../src/domain/constants';
import { BODY_LIMIT_BYTES } from '../../app';
import { errorTextsFor } from '../error-texts';

const NL = errorTextsFor('nl');
const RO = errorTextsFor('ro');

/** What Fastify's and Node's own answers say: none of it may reach a visitor. */
function expectNoFrameworkText(body: string) {
  expect(body).not.toMatch(/Bad Request|Not Found|statusCode|FST_ERR|not a valid url|Client Error|"error"/);
}

describe('every error answer is the house’s, in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each([
    ['/%ZZ', undefined, NL.badRequest],
    ['/ro/%ZZ', undefined, RO.badRequest],
    ['/api/%ZZ', 'ro-RO,ro;q=0.9', RO.badRequest],
    ['/api/%ZZ', 'nl-NL,en;q=0.5', NL.badRequest],
  ])(
    'answers a target that does not decode (%s, Accept-Language %s) with 400 and the house’s text',
    async (url, language, text) => {
      const response = await t.inject({ url, headers: language ? { 'accept-language': language } : {} });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(text);
      expectNoFrameworkText(response.body);
    },
  );

  it.each([
    ['/api/bestaat-niet', undefined, NL.notFound],
    ['/api/bestaat-niet', 'ro', RO.notFound],
    ['/bestaat-niet', undefined, NL.notFound],
    ['/ro/nu-exista', undefined, RO.notFound],
  ])(
    'answers an unknown address (%s, Accept-Language %s) with 404 and the house’s text',
    async (url, language, text) => {
      const response = await t.inject({ url, headers: language ? { 'accept-language': language } : {} });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(text);
    },
  );

  const post = (payload: string, headers: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: '/api/process-form',
      headers: {
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
        'content-type': 'application/json',
        ...headers,
      },
      payload,
    });

  it('answers JSON that does not parse with 400 in Romanian for a Romanian page', async () => {
    const response = await post('{"type":', { 'accept-language': 'ro' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(RO.badRequest);
    expectNoFrameworkText(response.body);
  });

  it('answers a body over the limit with 413 and an unsupported type with 415', async () => {
    const large = await post(JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) }), {});
    expect(large.statusCode).toBe(413);
    expect(large.body).toBe(NL.tooLarge);
    const form = await post('a=1', { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ro' });
    expect(form.statusCode).toBe(415);
    expect(form.body).toBe(RO.unsupportedType);
  });
});

/** Sends `request` as raw bytes on a socket and resolves with all the server wrote before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

describe('a request the HTTP parser refuses gets the house’s answer on the socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const chunkedWithLength = (target: string, language?: string) =>
    [
      `POST ${target} HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      'Content-Length: 5',
      ...(language ? [`Accept-Language: ${language}`] : []),
      '',
      '0',
      '',
      '',
    ].join('\r\n');

  const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

  it('answers a chunked body with a Content-Length with 400 in Dutch', async () => {
    const answer = await rawRequest(port, chunkedWithLength('/api/process-form'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/i);
    expect(bodyOf(answer)).toBe(NL.badRequest);
    expectNoFrameworkText(bodyOf(answer));
  });

  it('answers it in Romanian when the request asks for Romanian or is for a Romanian page', async () => {
    expect(bodyOf(await rawRequest(port, chunkedWithLength('/api/process-form', 'ro-RO,ro;q=0.9')))).toBe(
      RO.badRequest,
    );
    expect(bodyOf(await rawRequest(port, chunkedWithLength('/ro/formular')))).toBe(RO.badRequest);
  });

  it('answers a request line that is no HTTP with 400 and the house’s text', async () => {
    const answer = await rawRequest(port, 'GET / HTTP/9\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toBe(NL.badRequest);
  });

  it('answers headers over Node’s limit with 431 and the house’s text', async () => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toBe(NL.requestTooLarge);
  });
});
