import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from '../../../test/support/browser/harness';

/** The `image` a doc names in its front matter (every doc has one; the build checks it). */
function frontMatterImage(doc: string): string {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../docs', doc), 'utf8');
  return /^image:\s*(\S+)\s*$/m.exec(source)![1];
}

async function head(path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

/** The attributes of every `tag` element in minified HTML (values quoted or not). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map(([, name, value]) => [
        name.toLowerCase(),
        value.replace(/^["']|["']$/g, ''),
      ]),
    ),
  );
}

const meta = (html: string, key: string): string | undefined =>
  tags(html, 'meta').find((attributes) => attributes.name === key || attributes.property === key)?.content;

describe('page metadata', () => {
  it('takes title, description, keywords and the card image from front matter, with site defaults', async () => {
    const html = await head('/onderwijs');
    expect(html).toMatch(/<title[^>]*>Onderwijs - AMN<\/title>/);
    expect(meta(html, 'description')).toMatch(/^Toetsen, talentscans en trainingen/);
    expect(meta(html, 'keywords')).toContain('onderwijs');
    expect(meta(html, 'og:title')).toBe('Onderwijs - AMN');
    expect(meta(html, 'og:image')).toBe(`https://www.amn.nl${frontMatterImage('onderwijs/index.mdx')}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:site')).toBe('@AMN_nl');
  });

  it('links the locales to each other with hreflang', async () => {
    const html = await head('/');
    const alternates = tags(html, 'link')
      .filter((attributes) => attributes.rel === 'alternate' && attributes.hreflang)
      .map((attributes) => [attributes.hreflang, attributes.href]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['nl-NL', 'https://www.amn.nl/'],
        ['ro-RO', 'https://www.amn.nl/ro/'],
        ['x-default', 'https://www.amn.nl/'],
      ]),
    );
  });

  it('serves a sitemap per locale and robots.txt pointing at it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://www.amn.nl/onderwijs</loc>');
    const roSitemap = await (await fetch(`${baseUrl()}/ro/sitemap.xml`)).text();
    expect(roSitemap).toContain('<loc>https://www.amn.nl/ro/harta-aplicatiilor</loc>');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://www.amn.nl/sitemap.xml');
  });

  it('answers an unknown address with the 404 page of its locale', async () => {
    const nl = await fetch(`${baseUrl()}/bestaat-niet`);
    expect(nl.status).toBe(404);
    expect(await nl.text()).toContain('<html lang=nl-NL');
    const ro = await fetch(`${baseUrl()}/ro/nu-exista`);
    expect(ro.status).toBe(404);
    expect(await ro.text()).toContain('<html lang=ro-RO');
  });

  it.each([
    ['/bestaat-niet', 'Pagina niet gevonden', ['/zoeken', '/alle-producten', '/help', '/contactformulier']],
    [
      '/ro/nu-exista',
      'Pagina nu a fost găsită',
      ['/ro/cautare', '/ro/harta-aplicatiilor', '/ro/asistenta', '/ro/contact'],
    ],
  ])(
    'the 404 page at %s is our own: search and the main sections, no "owner of the site"',
    async (path, title, links) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toContain(title);
      expect(main).toContain('role=search');
      for (const link of links) expect(main).toMatch(new RegExp(`(href|action)="?${link}[" >]`));
      expect(main).not.toMatch(/eigenaar|owner|autorul paginii/i);
    },
  );
});
