import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm ci` refuses a lock that lacks an entry for an optional dependency of a locked package, also
 * one for another platform (`@swc/core-darwin-arm64` on Linux): every platform's binaries are locked.
 */
type LockEntry = {
  version?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
type Lock = { lockfileVersion: number; packages: Record<string, LockEntry> };

const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as Lock;

/** Where npm would resolve `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    const cut = base.lastIndexOf('/node_modules/');
    if (base === '') return false;
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('is a lock of version 3', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('locks every optional dependency of every locked package, whatever its platform', () => {
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(location, name)) missing.push(`${location || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves MJML out of `npm ci --omit=dev`: mjml and its mjml-* packages are locked as dev only', () => {
    expect(Object.keys(lock.packages[''].dependencies ?? {})).not.toContain('mjml');
    const mjml = Object.entries(lock.packages).filter(([location]) =>
      /(^|\/)node_modules\/mjml(-[\w-]+)?$/.test(location),
    );
    expect(mjml.length).toBeGreaterThan(20);
    expect(mjml.filter(([, entry]) => entry.dev !== true).map(([location]) => location)).toEqual([]);
  });
});
