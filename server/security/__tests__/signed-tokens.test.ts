import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSecretKey, signToken, verifyToken, SECRET_KEY_FILE } from '../signed-tokens';

const KEY = Buffer.from('k'.repeat(40));
const claims = { purpose: 'confirm', subject: 'anna@example.nl', version: 1, expiresAt: 2_000_000 };

describe('signed tokens', () => {
  it('give back their claims for the right key, purpose and time', () => {
    const token = signToken(KEY, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyToken(KEY, token, 'confirm', 1_999_999)).toEqual(claims);
  });

  it('refuse an expired token, another purpose, another key and any change', () => {
    const token = signToken(KEY, claims);
    expect(verifyToken(KEY, token, 'confirm', 2_000_000)).toBeNull();
    expect(verifyToken(KEY, token, 'unsubscribe', 1)).toBeNull();
    expect(verifyToken(Buffer.from('x'.repeat(40)), token, 'confirm', 1)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['confirm', 'bram@example.nl', 1, 2_000_000])).toString('base64url');
    expect(verifyToken(KEY, `${forged}.${signature}`, 'confirm', 1)).toBeNull();
    expect(verifyToken(KEY, `${payload}.${signature.slice(0, -2)}AA`, 'confirm', 1)).toBeNull();
    for (const junk of ['', 'abc', `${token}.x`, 42, null]) expect(verifyToken(KEY, junk, 'confirm', 1)).toBeNull();
  });

  it('can last for ever; a raised version is for the caller to refuse', () => {
    const token = signToken(KEY, { ...claims, expiresAt: null, version: 3 });
    expect(verifyToken(KEY, token, 'confirm', Number.MAX_SAFE_INTEGER)).toMatchObject({ version: 3, expiresAt: null });
  });
});

describe('the signing key', () => {
  it('is SECRET_KEY when set, else generated once into DATA_DIR (readable by its owner only) and kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-key-'));
    expect(loadSecretKey('s'.repeat(40), dir).toString()).toBe('s'.repeat(40));
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
    const generated = loadSecretKey(null, dir);
    expect(generated.length).toBeGreaterThanOrEqual(40);
    expect(fs.statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(null, dir).equals(generated)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
