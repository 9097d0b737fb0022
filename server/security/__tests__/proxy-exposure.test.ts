import { Writable } from 'node:stream';
import { listensPublicly, proxyExposureWarning } from '../proxy-exposure';
import { startTestApp } from '../../../test/support/server/test-app';

describe('listensPublicly', () => {
  it.each(['::', '0.0.0.0', '[::]', '203.0.113.7', '2001:db8::1', '::ffff:203.0.113.7', 'node1.example.nl'])(
    'takes %s for an address anyone may reach',
    (host) => expect(listensPublicly(host)).toBe(true),
  );

  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '10.0.0.5', '172.20.1.1', '192.168.1.10', 'fd00::5'])(
    'takes %s for a loopback or private address',
    (host) => expect(listensPublicly(host)).toBe(false),
  );
});

describe('proxyExposureWarning', () => {
  it('warns about a number of proxies trusted on a public address, naming the risk and the way out', () => {
    const warning = proxyExposureWarning('::', 1);
    expect(warning).toContain('TRUST_PROXY=1 while HOST=:: listens on a public address');
    expect(warning).toContain('forge X-Forwarded-For');
    expect(warning).toContain('HOST=127.0.0.1');
    expect(warning).toContain('unset TRUST_PROXY');
  });

  it('stays silent without TRUST_PROXY, on a loopback or private address, and for proxies named by address', () => {
    expect(proxyExposureWarning('::', false)).toBeNull();
    expect(proxyExposureWarning('127.0.0.1', 1)).toBeNull();
    expect(proxyExposureWarning('10.0.0.7', 2)).toBeNull();
    // A client that connects directly is none of the named proxies, so its X-Forwarded-For is ignored.
    expect(proxyExposureWarning('0.0.0.0', ['10.0.0.5'])).toBeNull();
  });
});

describe('the warning at start', () => {
  async function warningsAtStart(host: string, trustProxy: false | number) {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const t = await startTestApp('sqlite', { host, trustProxy }, { logger: { level: 'warn', stream } });
    await t.close();
    return lines.filter((line) => line.level === 40 && line.msg.includes('X-Forwarded-For'));
  }

  it('logs one warn line when TRUST_PROXY is set and HOST is public', async () => {
    expect(await warningsAtStart('::', 1)).toHaveLength(1);
  });

  it('logs nothing of it behind the proxy on loopback', async () => {
    expect(await warningsAtStart('127.0.0.1', 1)).toHaveLength(0);
  });
});
