import { sourceLabel } from '../profile';

describe('sourceLabel', () => {
  it('names a package by its name, and a Docusaurus package down to the file', () => {
    expect(sourceLabel('webpack://amn-website/./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(sourceLabel('webpack://amn-website/./node_modules/@docusaurus/core/lib/client/prefetch.js')).toBe(
      '@docusaurus/core/lib/client/prefetch.js',
    );
    expect(sourceLabel('webpack://amn-website/./node_modules/@babel/runtime/helpers/esm/extends.js')).toBe(
      '@babel/runtime',
    );
  });

  it('names our own code by its path in the repository', () => {
    expect(sourceLabel('webpack://amn-website/./src/domain/dates.ts')).toBe('src/domain/dates.ts');
    expect(sourceLabel('webpack://amn-website/webpack/runtime/load_script')).toBe('webpack/runtime/load_script');
  });
});
