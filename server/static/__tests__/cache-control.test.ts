import { cacheControl } from '../cache-control';

const FOREVER = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it.each([
    ['/assets/js/main.0a1b2c3d.js', FOREVER],
    ['/ro/assets/js/main.4e5f6a7b.js', FOREVER],
    ['/ro/assets/css/styles.8c9d0e1f.css', FOREVER],
    ['/index.html', 'no-cache'],
    // The staff login: never stored, so the back button cannot show it signed in.
    ['/beheer/index.html', 'no-store'],
    ['/beheer.html', 'no-store'],
    ['/beheerders-info/index.html', 'no-cache'],
    ['/img/logo.svg', 'public, max-age=3600'],
    // The search index: hashed chunks for good, the files that keep their name revalidated.
    ['/pagefind/index/nl_1ce0f01.pf_index', FOREVER],
    ['/pagefind/fragment/nl_043b3ca.pf_fragment', FOREVER],
    ['/pagefind/pagefind.nl_51beb96df6.pf_meta', FOREVER],
    ['/ro/pagefind/index/ro_8ec4627.pf_index', FOREVER],
    ['/pagefind/pagefind-entry.json', 'no-cache'],
    ['/pagefind/pagefind.js', 'no-cache'],
    ['/pagefind/wasm.nl.pagefind', 'no-cache'],
    ['/ro/pagefind/pagefind-worker.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControl(file)).toBe(expected);
  });
});
