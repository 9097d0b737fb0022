import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config';
import { loadSigningKeys, SECRET_KEY_FILE } from '../signing-keys';

const ROOT = path.resolve(__dirname, '../../..');

describe('the signing keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const load = (secretKey: string | null, secretKeyPrevious: string | null = null) =>
    loadSigningKeys({ secretKey, secretKeyPrevious, dataDir: dir });

  it('are SECRET_KEY when set, else one generated once into DATA_DIR (readable by its owner only) and kept', () => {
    expect(load('s'.repeat(40)).current.secret.toString()).toBe('s'.repeat(40));
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
    const generated = load(null).current;
    expect(generated.secret.length).toBeGreaterThanOrEqual(40);
    expect(fs.statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(load(null).current).toEqual(generated);
    // Written under a temporary name and moved into place: nothing else is left behind.
    expect(fs.readdirSync(dir)).toEqual([SECRET_KEY_FILE]);
  });

  it('keep the key another process put in place first', () => {
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), `${'t'.repeat(43)}\n`, { mode: 0o600 });
    expect(load(null).current.secret.toString()).toBe('t'.repeat(43));
  });

  it.each([
    ['empty', '', 'is empty'],
    ['31 bytes long', 'a'.repeat(31), 'is only 31 bytes long'],
    ['31 bytes and a newline', `${'a'.repeat(31)}\n`, 'is only 31 bytes long'],
  ])('refuse a key file that is %s', (_name, content, says) => {
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), content);
    expect(() => load(null)).toThrow(ConfigError);
    expect(() => load(null)).toThrow(`The signing key in ${path.join(dir, SECRET_KEY_FILE)} ${says}`);
    // The file is left for the operator to restore: never silently replaced.
    expect(fs.readFileSync(path.join(dir, SECRET_KEY_FILE), 'utf8')).toBe(content);
  });

  it('take SECRET_KEY_PREVIOUS beside the current key, never the same key twice', () => {
    const keys = load('n'.repeat(40), 'o'.repeat(40));
    expect(keys.previous?.secret.toString()).toBe('o'.repeat(40));
    expect(keys.previous?.id).not.toBe(keys.current.id);
    const generated = load(null).current.secret.toString();
    expect(load(null, 'o'.repeat(40)).previous?.secret.toString()).toBe('o'.repeat(40));
    expect(() => load(null, generated)).toThrow(ConfigError);
  });
});

describe('the server with a key file that is not whole', () => {
  it.each([
    ['empty', ''],
    ['31 bytes long', 'a'.repeat(31)],
  ])('stops when it is %s, saying what to do', (_name, content) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-key-server-'));
    fs.writeFileSync(path.join(dataDir, SECRET_KEY_FILE), content);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      // The addon built for the Node that runs the tests, when it is not npm install's (CI's Node 24).
      BETTER_SQLITE3_BINDING: process.env.BETTER_SQLITE3_BINDING,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...env, BUILD_DIR: path.join(dataDir, 'no-build'), SCHOOLS_FILE: path.join(dataDir, 'none.csv') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuration error:');
    expect(result.stderr).toContain(`The signing key in ${path.join(dataDir, SECRET_KEY_FILE)} `);
    expect(result.stderr).toContain('at least 32 bytes');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
