import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { errorTextsOf } from './error-texts';

/** What Node could read of a request it could not parse: its target and Accept-Language, for the language. */
function partsOf(rawPacket: unknown): { url: string; headers: { 'accept-language'?: string } } {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 8192) : '';
  const url = /^[A-Z]+ (\S+) HTTP\//.exec(text)?.[1] ?? '/';
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
  return { url, headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } };
}

function statusOf(code: string): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a body with both chunked
 * encoding and a length, a broken request line, headers too large, too slow) never reaches a route,
 * so it is answered here, on the socket, with the house's short text instead of Fastify's English
 * JSON, and the connection closed (as Node and Fastify do).
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A connection reset leaves nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error.code);
  const texts = errorTextsOf(partsOf(error.rawPacket));
  const body = status === 408 ? texts.timeout : status === 431 ? texts.requestTooLarge : texts.badRequest;
  this.log.info({ status, code: error.code }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
