import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors';

/** Minimum length of a signing key (SECRET_KEY, SECRET_KEY_PREVIOUS, the key file): 32 characters of a random string carry enough to sign with. */
export const MIN_SECRET_KEY_LENGTH = 32;
import { errorCode } from '../errors';

/** A key that signs links, and the id tokens name it by. */
export type SigningKey = { id: string; secret: Buffer };

/**
 * The keys of the signed links: `current` signs every new token; `previous` (SECRET_KEY_PREVIOUS,
 * during a rotation) only verifies the tokens it signed before.
 */
export type SigningKeys = { current: SigningKey; previous: SigningKey | null };

/** The file a generated key is kept in, when SECRET_KEY is unset (one node, SQLite). */
export const SECRET_KEY_FILE = 'secret-key';

/**
 * A key's id: derived from the key itself (so nobody has to name keys) with the key as HMAC key, so
 * the id tells nothing about the key. Eight characters: 48 bits, enough to tell two keys apart.
 */
function keyId(secret: Buffer): string {
  return crypto.createHmac('sha256', secret).update('signing key id').digest('base64url').slice(0, 8);
}

export function signingKey(secret: Buffer | string): SigningKey {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  return { id: keyId(bytes), secret: bytes };
}

export function signingKeys(current: Buffer | string, previous: Buffer | string | null = null): SigningKeys {
  return { current: signingKey(current), previous: previous === null ? null : signingKey(previous) };
}

/** The key kept in DATA_DIR, refused when it is too short to sign with (a write cut short, an edit). */
function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  if (key.length < MIN_SECRET_KEY_LENGTH) {
    throw new ConfigError(
      `The signing key in ${file} is ${key.length === 0 ? 'empty' : `only ${key.length} bytes long`}; it must be at least ${MIN_SECRET_KEY_LENGTH} bytes. ` +
        'Put the key back from a backup, or delete the file to have a new one generated (links already mailed then stop working).',
    );
  }
  return key;
}

/** Makes the directory entry of a new file durable too (a no-op where directories cannot be synced). */
function syncDirectory(dir: string) {
  try {
    const handle = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
  } catch {
    // Not supported on this platform: the file itself was synced.
  }
}

/**
 * Generates the key file whole or not at all: written and synced under a temporary name, then put in
 * place with link(), a rename that never replaces a key another process put there first (then
 * theirs is used). A crash leaves no key file, or a whole one.
 */
function generateKeyFile(dataDir: string, file: string): Buffer {
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const handle = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(handle, `${crypto.randomBytes(32).toString('base64url')}\n`);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  syncDirectory(dataDir);
  return readKeyFile(file);
}

/** SECRET_KEY when set; otherwise the key generated on first start into DATA_DIR, read from there afterwards. */
function currentSecret(secretKey: string | null, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  return keyFile(dataDir, SECRET_KEY_FILE);
}

/** The key kept in DATA_DIR/NAME, generated (whole or not at all) when there is none yet. */
export function keyFile(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, name);
  try {
    return readKeyFile(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  return generateKeyFile(dataDir, file);
}

/**
 * The signing keys from the configuration: SECRET_KEY (or the generated key file) signs, and
 * SECRET_KEY_PREVIOUS, when set, still verifies what it signed. Throws a ConfigError the server
 * stops with for a key file that is not whole.
 */
export function loadSigningKeys(config: {
  secretKey: string | null;
  secretKeyPrevious: string | null;
  dataDir: string;
}): SigningKeys {
  const keys = signingKeys(currentSecret(config.secretKey, config.dataDir), config.secretKeyPrevious);
  if (keys.previous && keys.previous.secret.equals(keys.current.secret)) {
    throw new ConfigError(
      'SECRET_KEY_PREVIOUS is the key that signs now: set it to the key used before the rotation, or unset it.',
    );
  }
  return keys;
}
