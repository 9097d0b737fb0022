import * as v from 'valibot';
import { API_PATHS } from '@site/src/domain/api';
import { claimAnswer, schoolAlreadyRegisteredAnswer } from '@site/src/domain/api-answers';
import { XSRF } from '@site/src/domain/constants';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { apiCall, apiText, malformedAnswerText } from '../apiClient';

beforeEach(() => setXsrfCookie('token-1'));
afterEach(() => jest.restoreAllMocks());

describe('apiCall', () => {
  it('gives an ok answer typed by its schema', async () => {
    mockFetch(() => ({ body: { schoolAlreadyRegistered: true, heldBy: 'trusted', registeredBy: 'obs.nl' } }));
    const answer = await apiCall(API_PATHS.schoolAlreadyRegistered, schoolAlreadyRegisteredAnswer);
    expect(answer).toMatchObject({
      ok: true,
      status: 200,
      data: { schoolAlreadyRegistered: true, heldBy: 'trusted', registeredBy: 'obs.nl' },
    });
  });

  it('makes an answer that does not match its schema an error result, not a crash', async () => {
    mockFetch(() => ({ body: { schoolAlreadyRegistered: 'ja', heldBy: 'someone' } }));
    const answer = await apiCall(API_PATHS.schoolAlreadyRegistered, schoolAlreadyRegisteredAnswer);
    expect(answer).toMatchObject({ ok: false, status: 200, malformed: true, text: malformedAnswerText() });
  });

  it('makes an ok answer that is no JSON at all (a proxy page) an error result', async () => {
    mockFetch(() => ({ body: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } }));
    const answer = await apiCall(API_PATHS.claims, claimAnswer);
    expect(answer).toMatchObject({ ok: false, malformed: true });
  });

  it("gives a refusal with the server's text, plain or as a JSON answer's text or error", async () => {
    mockFetch(({ url }) =>
      url.endsWith('plain')
        ? { status: 409, body: 'Deze aanmelding is ingetrokken.' }
        : url.endsWith('text')
          ? { status: 429, body: { text: 'Te vaak.' } }
          : { status: 401, body: { error: 'Onjuist wachtwoord.' } },
    );
    const schema = v.object({ text: v.string() });
    await expect(apiCall('/api/plain', schema)).resolves.toMatchObject({
      ok: false,
      status: 409,
      malformed: false,
      text: 'Deze aanmelding is ingetrokken.',
    });
    await expect(apiCall('/api/text', schema)).resolves.toMatchObject({ ok: false, status: 429, text: 'Te vaak.' });
    await expect(apiCall('/api/error', schema)).resolves.toMatchObject({ text: 'Onjuist wachtwoord.' });
  });

  it('counts only the asked status as success when one is named', async () => {
    mockFetch(() => ({ status: 200, body: { text: 'Ontvangen.' } }));
    const answer = await apiCall(API_PATHS.claims, claimAnswer, { method: 'POST', body: {}, okStatus: 202 });
    expect(answer.ok).toBe(false);
  });

  it('posts JSON as the forms do: same-origin cookies, the XSRF token, language and idempotency key', async () => {
    const { calls, fetchMock } = mockFetch(() => ({ status: 202, body: { text: 'Ontvangen.' } }));
    await apiCall(API_PATHS.claims, claimAnswer, {
      method: 'POST',
      body: { type: 'x' },
      locale: 'ro',
      idempotencyKey: 'key-1',
      noStore: true,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { type: 'x' },
      headers: {
        'Content-Type': 'application/json',
        [XSRF.header]: 'token-1',
        'Accept-Language': 'ro',
        'Idempotency-Key': 'key-1',
      },
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('rejects when no answer comes, as fetch does', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall(API_PATHS.claims, claimAnswer)).rejects.toThrow('Failed to fetch');
  });
});

describe('apiText', () => {
  it('gives the body as text, with the status and headers', async () => {
    mockFetch(() => ({ status: 400, body: 'Te laat.', headers: { 'X-Form-Expired': '1' } }));
    const answer = await apiText(API_PATHS.processForm, { method: 'POST', body: {} });
    expect(answer).toMatchObject({ ok: false, status: 400, text: 'Te laat.' });
    expect(answer.headers.get('X-Form-Expired')).toBe('1');
  });
});
