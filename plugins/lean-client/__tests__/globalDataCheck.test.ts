/**
 * @jest-environment node
 */
import { globalDataCheck } from '../globalDataCheck';
import { bundleWith, type BundlerName } from './bundleWith';

/** Bundles an entry of `code` with the check on, and returns the build's errors. */
const bundleWithCheck = (bundler: BundlerName, code: string) =>
  bundleWith(bundler, { 'entry.js': code }, (instance) => globalDataCheck(instance));

describe('the build’s check of the code that reads the docs lists', () => {
  it.each(['webpack', 'rspack'] as const)(
    'fails a %s build whose scripts read the lists the browser no longer gets, and passes one that does not',
    async (bundler) => {
      const reader = 'export const doc = () => { throw new Error("Couldn\'t find any doc with id x"); };\n';
      const errors = await bundleWithCheck(bundler, reader);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('main.js (find any doc with id)');
      expect(await bundleWithCheck(bundler, 'export const sidebar = () => null;\n')).toEqual([]);
    },
    60_000,
  );
});
