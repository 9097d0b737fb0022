import fs from 'node:fs';
import path from 'node:path';

/**
 * The cookie statement says whether pages show videos of YouTube or Vimeo (which may set their own
 * cookies), and that must match the pages: a video block in any public page, post or translation.
 * The style guide (/stijlgids, noindex, for editors) shows every block and does not count.
 */
const SITE = path.resolve(__dirname, '../../..');
const PUBLIC_SOURCES = ['docs', 'blog', 'src/pages', 'i18n', 'content'];
const NOT_PUBLIC = new Set(['src/pages/stijlgids.mdx']);
const VIDEO_BLOCK = /<VideoLink\b|\bvideo_url=|media="video"|youtube\.com\/|youtu\.be\/|vimeo\.com\//;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
    return /\.(mdx?|json)$/.test(entry.name) ? [full] : [];
  });
}

function pagesWithVideo(): string[] {
  return PUBLIC_SOURCES.flatMap((dir) => sources(path.join(SITE, dir)))
    .map((file) => path.relative(SITE, file).split(path.sep).join('/'))
    .filter((file) => !NOT_PUBLIC.has(file) && VIDEO_BLOCK.test(fs.readFileSync(path.join(SITE, file), 'utf8')));
}

describe('the cookie statement on videos', () => {
  const statement = fs.readFileSync(path.join(SITE, 'src/pages/cookie-statement.mdx'), 'utf8');

  it('finds the video blocks it looks for (the style guide has both kinds)', () => {
    expect(VIDEO_BLOCK.test(fs.readFileSync(path.join(SITE, 'src/pages/stijlgids.mdx'), 'utf8'))).toBe(true);
  });

  it('says what the pages do: no video now, or that some pages show one', () => {
    const videos = pagesWithVideo();
    if (videos.length === 0) {
      expect(statement).toContain('op dit moment geen video van YouTube of Vimeo');
      expect(statement).not.toMatch(/Sommige pagina's tonen een video/);
    } else {
      expect(statement).toMatch(/Sommige pagina's tonen een video/);
    }
  });
});
