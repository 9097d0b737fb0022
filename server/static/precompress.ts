import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like files worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest|ico)$/i;
/** Below this, the headers outweigh the savings. */
const MIN_SIZE = 1024;

export type Encoding = 'br' | 'gzip';

/** The compressed forms of one build file, and the hash of its content (its ETag). */
export type Variants = { hash: string; br?: Buffer; gzip?: Buffer };

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

async function cached(cacheFile: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await fs.promises.readFile(cacheFile);
  } catch {
    const data = await make();
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, cacheFile);
    return data;
  }
}

/**
 * Compresses the build's text files once, brotli (best) and gzip, into a cache keyed by content
 * hash (so a restart with the same build compresses nothing). Fills `into` file by file, so
 * requests can use every variant that is ready while the rest is still being made. zlib runs in
 * the libuv thread pool: the event loop keeps serving meanwhile.
 */
export async function precompressBuild(
  buildDir: string,
  files: readonly string[],
  cacheDir: string,
  into: Map<string, Variants>,
  concurrency = 2,
): Promise<void> {
  await fs.promises.mkdir(cacheDir, { recursive: true });
  const queue = files.filter(isCompressible);
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const content = await fs.promises.readFile(path.join(buildDir, file));
      if (content.length < MIN_SIZE) continue;
      const hash = crypto.createHash('sha256').update(content).digest('base64url').slice(0, 27);
      const base = path.join(cacheDir, hash);
      const br = await cached(`${base}.br`, () =>
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      const gz = await cached(`${base}.gz`, () => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
      into.set(file, {
        hash,
        br: br.length < content.length ? br : undefined,
        gzip: gz.length < content.length ? gz : undefined,
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The best encoding the client accepts among those available (brotli before gzip; q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined, available: Variants | undefined): Encoding | null {
  if (!acceptEncoding || !available) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (available.br && quality('br') > 0) return 'br';
  if (available.gzip && quality('gzip') > 0) return 'gzip';
  return null;
}
