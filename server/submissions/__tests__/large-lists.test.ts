/**
 * Lengths before items: a list in a form is refused on its length before any of its items is
 * validated, so 21,000 empty contacts (63 KB, under the body limit) are answered at once with the
 * sentence about the length, and another client is served beside them. How long it takes is
 * measured by `npm run bench:payloads`, not asserted here.
 */
import * as v from 'valibot';
import { FORM_TYPES } from '../../../src/domain/forms';
import { lengthFirst } from '../../../src/domain/forms/fields';
import { TOO_MANY_CONTACTS } from '../../../src/domain/forms/contacts';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validHelpdeskRequest, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { BODY_LIMIT_BYTES } from '../../app';

const EMPTY_CONTACTS = Array.from({ length: 21_000 }, () => ({}));
const WITH_CONTACTS = FORM_TYPES.filter((type) => 'contacts' in validValues(type));

describe('lengthFirst', () => {
  it('refuses a list over its length without validating one item', () => {
    let validated = 0;
    const item = v.pipe(
      v.object({}),
      v.check(() => {
        validated += 1;
        return true;
      }),
    );
    const schema = lengthFirst(v.array(item), 3, { tooMany: 'te veel', notAList: 'geen lijst' });
    expect(v.safeParse(schema, Array(10).fill({})).issues?.map((issue) => issue.message)).toEqual(['te veel']);
    expect(v.safeParse(schema, 'tekst').issues?.map((issue) => issue.message)).toEqual(['geen lijst']);
    expect(validated).toBe(0);
    expect(v.safeParse(schema, [{}, {}]).success).toBe(true);
    expect(validated).toBe(2);
  });
});

describeEachEngine('21,000 empty contacts', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('fits under the body limit, as an attacker would send it', () => {
    const size = JSON.stringify({ type: 'aanmeldformulier-po', contacts: EMPTY_CONTACTS }).length;
    expect(size).toBeLessThan(BODY_LIMIT_BYTES);
  });

  it.each(WITH_CONTACTS)('are refused for %s with the sentence about the length, nothing stored', async (type) => {
    const answer = await t.post('/api/process-form', { type, ...validValues(type), contacts: EMPTY_CONTACTS });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(TOO_MANY_CONTACTS.replace(/\.$/, ''));
    expect(await t.submissions()).toBe(0);
  });

  it("from three clients at once, while another client's request is answered", async () => {
    const body = { type: 'aanmeldformulier-po', ...validValues('aanmeldformulier-po'), contacts: EMPTY_CONTACTS };
    const [one, two, three, other] = await Promise.all([
      t.post('/api/process-form', body, { from: '198.51.100.1' }),
      t.post('/api/process-form', body, { from: '198.51.100.2' }),
      t.post('/api/process-form', body, { from: '198.51.100.3' }),
      t.inject({ method: 'GET', url: '/api/csrf', remoteAddress: '192.0.2.9' }),
    ]);
    expect([one, two, three].map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(other.statusCode).toBe(200);
  });

  it('refuses 21,000 empty steps of a helpdesk request by their number', async () => {
    const answer = await t.post('/api/send', { ...validHelpdeskRequest(), steps: EMPTY_CONTACTS });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Er kunnen maximaal 20 stappen worden opgegeven');
  });
});

describeEachEngine('thousands of unknown keys', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('are refused before the body is copied, in the page language', async () => {
    const keys = Object.fromEntries(Array.from({ length: 6000 }, (_, index) => [`k${index}`, 0]));
    const answer = await t.post('/api/process-form', { type: 'contact-form', ...keys });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe('Het verzoek bevat meer velden dan een formulier heeft.');
    const helpdesk = await t.post('/api/send', { ...validHelpdeskRequest(), ...keys });
    expect(helpdesk.statusCode).toBe(400);
    expect(await t.submissions()).toBe(0);
  });
});
