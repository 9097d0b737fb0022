import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small site build on disk: both locales, 404 pages, a hashed asset, an inline script like Docusaurus'. */
export const THEME_SCRIPT = '!function(){document.documentElement.setAttribute("data-theme","light")}()';

export function createFixtureBuild(): { dir: string; dispose(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-build-'));
  const page = (title: string) =>
    `<!doctype html><html lang="nl"><head><title>${title}</title><script>${THEME_SCRIPT}</script></head>` +
    `<body><main>${`<p>${title}: toetsen, trainingen en advies.</p>`.repeat(60)}</main>` +
    '<script src="/assets/js/main.0a1b2c3d.js"></script></body></html>';
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Pagina niet gevonden'),
    'contactformulier.html': page('Contactformulier'),
    'formulier/nieuwsbrief/index.html': page('Nieuwsbrief'),
    'ro/index.html': page('Acasă'),
    'ro/404.html': page('Pagina nu a fost găsită'),
    'ro/contact.html': page('Contact'),
    'assets/js/main.0a1b2c3d.js': `console.log("app");${'/* filler */'.repeat(200)}`,
    'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    'documenten/brochure.pdf': '%PDF-1.4 not really',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
