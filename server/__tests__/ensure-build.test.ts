import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDirOf, buildIsStale } from '../../scripts/ensure-build';

/** `npm start` builds the site when the build is missing or older than its sources (scripts/ensure-build.ts). */
describe('buildIsStale', () => {
  let root: string;
  const write = (file: string, mtime: number) => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file);
    fs.utimesSync(target, mtime / 1000, mtime / 1000);
  };
  const now = Date.now();

  /** Folders count too (a deleted page changes its folder): make them old like the sources. */
  const ageFolders = (dir: string, mtime: number) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) ageFolders(path.join(dir, entry.name), mtime);
    }
    fs.utimesSync(dir, mtime / 1000, mtime / 1000);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-ensure-build-'));
    write('src/pages/index.mdx', now - 60_000);
    write('src/components/Foo/__tests__/Foo.test.tsx', now - 60_000);
    write('docusaurus.config.ts', now - 60_000);
    ageFolders(path.join(root, 'src'), now - 60_000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is stale without a build, or with only one locale built', () => {
    expect(buildIsStale(root)).toBe(true);
    write('build/index.html', now);
    expect(buildIsStale(root)).toBe(true);
  });

  it('is fresh when both locales were built after the last source change', () => {
    write('build/index.html', now);
    write('build/ro/index.html', now);
    expect(buildIsStale(root)).toBe(false);
  });

  it('is stale once a source file is newer than the build, tests excepted', () => {
    write('build/index.html', now - 30_000);
    write('build/ro/index.html', now - 30_000);
    write('src/components/Foo/__tests__/Foo.test.tsx', now);
    expect(buildIsStale(root)).toBe(false);
    write('src/components/Foo/index.tsx', now);
    expect(buildIsStale(root)).toBe(true);
  });

  it('looks at BUILD_DIR, the folder the server serves', () => {
    expect(buildDirOf(root, {})).toBe(path.join(root, 'build'));
    const custom = buildDirOf(root, { BUILD_DIR: 'elders/site' });
    expect(custom).toBe(path.join(root, 'elders', 'site'));
    write('elders/site/index.html', now);
    write('elders/site/ro/index.html', now);
    expect(buildIsStale(root, custom)).toBe(false);
    expect(buildIsStale(root)).toBe(true);
  });
});
