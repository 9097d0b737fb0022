import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { malformedAnswerText } from '@site/src/components/forms/apiClient';
import { currentStaff, postStaff, STAFF_API } from '../api';

beforeEach(() => setXsrfCookie());
afterEach(() => jest.restoreAllMocks());

describe('postStaff', () => {
  it("gives a login step typed by the answer's schema", async () => {
    mockFetch(() => ({ body: { step: 'enrol', email: 'a@amn.nl', secret: 'S', qr: '<svg/>' } }));
    await expect(postStaff(STAFF_API.enrolmentShow, { token: 't' })).resolves.toEqual({
      status: 200,
      answer: { step: 'enrol', email: 'a@amn.nl', secret: 'S', qr: '<svg/>' },
    });
  });

  it("gives a refusal's error text, and a logout's empty answer", async () => {
    mockFetch(({ url }) =>
      url === STAFF_API.logout ? { status: 204 } : { status: 401, body: { error: 'Onjuiste code.' } },
    );
    await expect(postStaff(STAFF_API.code, { code: '123456' })).resolves.toEqual({
      status: 401,
      answer: { error: 'Onjuiste code.' },
    });
    await expect(postStaff(STAFF_API.logout, {})).resolves.toEqual({ status: 204, answer: { email: '' } });
  });

  it('makes an answer that is no login step an error, not a step', async () => {
    mockFetch(() => ({ body: { step: 'somewhere' } }));
    await expect(postStaff(STAFF_API.login, {})).resolves.toEqual({
      status: 200,
      answer: { error: malformedAnswerText() },
    });
  });
});

describe('currentStaff', () => {
  it('reads the logged-in address, and null without a session or with a malformed answer', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { email: 'a@amn.nl' } };
    mockFetch(() => answer);
    await expect(currentStaff()).resolves.toBe('a@amn.nl');
    answer = { status: 401, body: 'Niet ingelogd.' };
    await expect(currentStaff()).resolves.toBeNull();
    answer = { status: 200, body: { mail: 'a@amn.nl' } };
    await expect(currentStaff()).resolves.toBeNull();
  });
});
