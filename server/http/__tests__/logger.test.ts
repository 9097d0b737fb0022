import { Writable } from 'node:stream';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, XSRF_TOKEN } from '../../../test/support/server/test-app';
import { loggablePath } from '../logger';

describe('loggablePath', () => {
  it.each([
    ['/api/school?term=6546BB', '/api/school'],
    ['/api/registration/AbCdEfGhIjKlMnOpQrStUv', '/api/registration/[id]'],
    ['/formulier/doorstroomtoets-2026/aanmelding?registratie=secret', '/formulier/doorstroomtoets-2026/aanmelding'],
  ])('%s → %s', (url, expected) => {
    expect(loggablePath(url)).toBe(expected);
  });
});

describe('request logs', () => {
  it('carry a request id on every request line and no personal data or secrets', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const t = await startTestApp('sqlite', {}, { logger: { level: 'info', stream } });
    const personal = {
      ...validValues('doorstroomtoets-pre-registration-2026'),
      contacts: [
        {
          first_name: 'Gerrit-Jan',
          last_name: 'Zwaanswijk',
          email: 'gj.zwaanswijk@voorbeeldschool.nl',
          job_title: 'Directeur',
        },
      ],
    };
    await t.post('/api/process-form', { type: 'doorstroomtoets-pre-registration-2026', ...personal });
    await t.post('/api/process-form', {
      type: 'contact-form',
      ...validValues('contact-form'),
      email: 'geen-adres-gj.zwaanswijk',
    });
    const { id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();
    await t.inject({ url: `/api/registration/${id}` });
    await t.inject({ url: '/api/schoolAlreadyRegistered?instellingscode=03GR&vestigingscode=01&mode=registration' });
    await t.close();

    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of ['Zwaanswijk', 'Gerrit-Jan', 'voorbeeldschool', id, XSRF_TOKEN, '03GR']) {
      expect(text).not.toContain(secret);
    }
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line || 'reqId' in line);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/api/registration/[id]')).toBe(
      true,
    );
  });
});
