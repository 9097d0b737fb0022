import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('has working defaults: SQLite and mail files in ./data, staff export off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'amn.sqlite') },
      smtpUrl: null,
      adminToken: null,
      schoolsFile: null,
      publicUrl: 'http://localhost:3000',
      rateLimitScale: 1,
      minFillTimeMs: 3000,
      shutdownGraceMs: 5000,
      metricsPort: null,
      maxEventLoopDelayMs: 1000,
    });
    expect(config.helpdeskEmail).toMatch(/@/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/amn',
      DATABASE_URL: 'postgres://amn:secret@db:5432/amn',
      SMTP_URL: 'smtps://user:pass@mail.example.nl:465',
      MAIL_FROM: 'AMN <noreply@amn.nl>',
      HELPDESK_EMAIL: 'support@amn.nl',
      ADMIN_TOKEN: 'x'.repeat(32),
      SECRET_KEY: 'k'.repeat(40),
      SCHOOLS_FILE: '/srv/duo.csv',
      PUBLIC_URL: 'https://www.amn.nl/',
      TRUST_PROXY: '1',
      RATE_LIMIT_SCALE: '0',
      MIN_FILL_TIME_MS: '200',
      SHUTDOWN_GRACE_MS: '2000',
      METRICS_PORT: '9464',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/amn',
      database: { kind: 'postgres', url: 'postgres://amn:secret@db:5432/amn' },
      smtpUrl: 'smtps://user:pass@mail.example.nl:465',
      mailFrom: 'AMN <noreply@amn.nl>',
      helpdeskEmail: 'support@amn.nl',
      adminToken: 'x'.repeat(32),
      schoolsFile: '/srv/duo.csv',
      publicUrl: 'https://www.amn.nl',
      trustProxy: 1,
      rateLimitScale: 0,
      minFillTimeMs: 200,
      shutdownGraceMs: 2000,
      metricsPort: 9464,
      maxEventLoopDelayMs: 0,
    });
  });

  it('names every bad value in one error, one line each', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/amn',
        SMTP_URL: 'http://mail',
        MAIL_FROM: 'nobody',
        HELPDESK_EMAIL: 'help@',
        ADMIN_TOKEN: 'short',
        PUBLIC_URL: 'ftp://x',
        TRUST_PROXY: 'maybe',
        RATE_LIMIT_SCALE: '-1',
        MIN_FILL_TIME_MS: '3 s',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toHaveLength(11);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'HELPDESK_EMAIL',
      'ADMIN_TOKEN',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'RATE_LIMIT_SCALE',
      'MIN_FILL_TIME_MS',
      'LOG_LEVEL',
    ]) {
      expect(lines.some((line) => line.startsWith(name))).toBe(true);
    }
    expect(lines[0]).toBe('PORT must be a whole number from 0 to 65535, not "eighty".');
  });

  it('caps mails per address and in all, 10 an hour and 60 a day by default, as set', () => {
    expect(loadConfig({}).mailCaps).toEqual({ perHour: 10, perDay: 60, globalPerHour: 2000, clientPerHour: 120 });
    expect(
      loadConfig({
        MAIL_CAP_PER_HOUR: '20',
        MAIL_CAP_PER_DAY: '100',
        MAIL_CAP_GLOBAL_PER_HOUR: '5000',
        MAIL_CAP_CLIENT_PER_HOUR: '300',
      }).mailCaps,
    ).toEqual({ perHour: 20, perDay: 100, globalPerHour: 5000, clientPerHour: 300 });
    expect(() => loadConfig({ MAIL_CAP_CLIENT_PER_HOUR: '0' })).toThrow(/MAIL_CAP_CLIENT_PER_HOUR/);
    expect(() => loadConfig({ MAIL_CAP_PER_HOUR: '0' })).toThrow(/MAIL_CAP_PER_HOUR/);
    expect(() => loadConfig({ MAIL_CAP_GLOBAL_PER_HOUR: 'many' })).toThrow(/MAIL_CAP_GLOBAL_PER_HOUR/);
  });

  it('keeps the metrics off the public port and the grace period within a minute', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must differ from PORT (8080): the metrics are never served on the public port.',
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(
      'METRICS_PORT must be a whole number from 1 to 65535',
    );
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '120000' })).toThrow(
      'SHUTDOWN_GRACE_MS must be a whole number from 0 to 60000',
    );
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which a client can forge: write the number of proxies in front (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.6).',
    );
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY must be false/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY must be false/);
  });

  it('takes SECRET_KEY_PREVIOUS beside SECRET_KEY for a rotation: long enough, and not the same key', () => {
    expect(loadConfig({}).secretKeyPrevious).toBeNull();
    expect(loadConfig({ SECRET_KEY: 'n'.repeat(40), SECRET_KEY_PREVIOUS: 'o'.repeat(40) })).toMatchObject({
      secretKey: 'n'.repeat(40),
      secretKeyPrevious: 'o'.repeat(40),
    });
    expect(() => loadConfig({ SECRET_KEY_PREVIOUS: 'o'.repeat(31) })).toThrow(
      'SECRET_KEY_PREVIOUS must be at least 32 characters long (or unset).',
    );
    expect(() => loadConfig({ SECRET_KEY: 'n'.repeat(40), SECRET_KEY_PREVIOUS: 'n'.repeat(40) })).toThrow(
      /SECRET_KEY_PREVIOUS must be the key used before SECRET_KEY/,
    );
  });
});
