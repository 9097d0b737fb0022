import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../scripts/ensure-build';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { SchoolIndex } from '../../server/schools';
import { openStorage } from '../../server/storage/database';
import { freePort } from '../../test/support/free-port';
import { ROOT } from './paths';

export { ROOT };

export type Site = { baseUrl: string; close(): Promise<void> };

/**
 * The site to measure: `BASE_URL` when given (nothing is started), otherwise the production server
 * (server/app.ts) on a free port, serving the build (rebuilt first when stale) from a throw-away
 * data folder. `buildDir` serves another build (the blank site of the side-by-side bench) the
 * very same way: same server, compression, caching and security headers. It waits until every build file has its brotli and gzip forms, so the first page
 * is measured compressed as a warm server sends it. No mail worker and an empty school list: the
 * benches only read pages.
 */
export async function startSite(buildDir?: string): Promise<Site> {
  const given = process.env.BASE_URL;
  if (given && !buildDir) return { baseUrl: given.replace(/\/+$/, ''), close: async () => undefined };

  if (!buildDir) ensureBuild(ROOT);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-bench-'));
  // The brotli and gzip variants are kept between runs (named by their content's hash, so never
  // stale): made afresh for every start, on a busy machine they outlasted the server's start timeout.
  const variantCache = path.join(os.tmpdir(), 'amn-bench-precompressed');
  fs.mkdirSync(variantCache, { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'cache'));
  fs.symlinkSync(variantCache, path.join(dataDir, 'cache', 'static'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir ?? path.join(ROOT, 'build'),
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  });
  const storage = await openStorage(config.database);
  const app = await buildApp(config, { storage, awaitPrecompression: true, schools: SchoolIndex.empty() });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    close: async () => {
      await app.close();
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
