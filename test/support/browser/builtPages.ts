import fs from 'node:fs';
import path from 'node:path';

/** The build the browser tests' server serves. */
export const BUILD_DIR = path.resolve(__dirname, '../../../build');

export type BuiltPage = { locale: 'nl' | 'ro'; route: string; file: string };

/** Folders of the build that hold no pages (assets, the search index). */
const NOT_PAGES = new Set(['assets', 'pagefind', 'img']);

/**
 * Every HTML page of the build with its locale and route, read from the files themselves (what the
 * server sends): `build/a/b.html` is `/a/b`, `build/ro/…` the Romanian site.
 */
export function builtPages(buildDir = BUILD_DIR): BuiltPage[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : walk(path.join(dir, entry.name));
      return entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [];
    });
  return walk(buildDir)
    .map((file) => {
      const relative = path.relative(buildDir, file).split(path.sep).join('/');
      const route = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      const locale: BuiltPage['locale'] = route === '/ro' || route.startsWith('/ro/') ? 'ro' : 'nl';
      return { locale, route, file };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The page's `<main>`, parsed (the test file runs in jsdom). */
export function mainOf(page: BuiltPage): HTMLElement {
  const document = new DOMParser().parseFromString(fs.readFileSync(page.file, 'utf8'), 'text/html');
  const main = document.querySelector('main');
  if (!main) throw new Error(`${page.route}: no <main>`);
  return main;
}
