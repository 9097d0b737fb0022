import { BOT_FIELDS, XSRF } from '@site/src/domain/constants';
import { XSRF_COOKIE, XSRF_HEADER } from '@site/server/security/csrf';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '@site/server/submissions/bot-defence';

/** The names the forms send must be the ones the server reads. */
describe('the forms and the server agree on', () => {
  it('the XSRF cookie and header', () => {
    expect(XSRF.cookie).toBe(XSRF_COOKIE);
    expect(XSRF.header.toLowerCase()).toBe(XSRF_HEADER);
  });

  it('the bot-defence fields', () => {
    expect(BOT_FIELDS).toEqual({ honeypot: HONEYPOT_FIELD, startedAt: STARTED_AT_FIELD });
  });
});
