import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * What `write` writes, kept in a private temporary file and handed back as a stream that deletes
 * the file once read (or abandoned). For an export made inside a read snapshot: the snapshot ends
 * when the file is written, not when a slow client has downloaded it. `write` ends `out` (or lets
 * its writer end it).
 */
export async function spooled(write: (out: Writable) => Promise<void>): Promise<Readable> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'amn-export-'));
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'export');
  const out = fs.createWriteStream(file, { mode: 0o600 });
  try {
    await write(out);
    await finished(out);
  } catch (error) {
    out.destroy();
    await remove();
    throw error;
  }
  const stream = fs.createReadStream(file);
  stream.once('close', () => void remove());
  return stream;
}
