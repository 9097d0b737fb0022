import fs from 'node:fs';
import path from 'node:path';
import MDXComponents from '@site/src/theme/MDXComponents';
import { PAGE_HEADER_VARIANTS } from '@site/src/components/PageHeader';

/**
 * The style guide shows each example twice: rendered (<Preview>) and as the
 * source editors copy. These tests keep the two from drifting apart and make
 * sure every registered block and every header variant is on the page.
 */
const source = fs.readFileSync(path.join(__dirname, '../../../stijlgids.mdx'), 'utf8');

type Example = { preview: string; language: string; code: string };

const examples: Example[] = [
  ...source.matchAll(/<Preview>\n\n([\s\S]*?)\n\n<\/Preview>\n\n```(\w+)\n([\s\S]*?)\n```/g),
].map(([, preview, language, code]) => ({ preview, language, code }));

/** Blocks that are parts of another block, and the foundation's sticky strip, shown with their parent or elsewhere. */
const NOT_ON_THEIR_OWN = new Set(['Column', 'FaqItem', 'IconTiles', 'SubNavigation', 'PageHeader']);

function frontMatter(code: string): Record<string, string> {
  return Object.fromEntries(
    code
      .split('\n')
      .filter((line) => line !== '---')
      .map((line) => {
        const index = line.indexOf(': ');
        return [line.slice(0, index), line.slice(index + 2)];
      }),
  );
}

describe('the style guide page', () => {
  it('is kept out of search engines', () => {
    expect(source).toMatch(/<head>\s*<meta name="robots" content="noindex, nofollow" \/>\s*<\/head>/);
  });

  it('pairs every preview with its source', () => {
    expect(source.split('<Preview>').length - 1).toBe(examples.length);
    expect(examples.length).toBeGreaterThan(25);
  });

  it('shows, under every block example, exactly the MDX that produces it', () => {
    const blocks = examples.filter((example) => example.language === 'mdx');
    expect(blocks.length).toBeGreaterThan(15);
    for (const { preview, code } of blocks) expect(code).toBe(preview);
  });

  it('shows, under every header example, the front matter that produces it', () => {
    const headers = examples.filter((example) => example.language === 'yaml');
    for (const { preview, code } of headers) {
      expect(preview).toMatch(/^<PageHeader /);
      for (const [key, value] of Object.entries(frontMatter(code))) {
        const prop = key === 'page_header_variant' ? 'variant' : key;
        expect(preview).toContain(`${prop}="${value}"`);
      }
    }
  });

  it('shows every header variant', () => {
    const shown = examples.map(({ preview }) => /^<PageHeader variant="(\w+)"/.exec(preview)?.[1]).filter(Boolean);
    expect(shown.sort()).toEqual([...PAGE_HEADER_VARIANTS].sort());
  });

  it('shows every block registered for MDX', () => {
    const site = Object.keys(MDXComponents).filter((name) => /^[A-Z]/.test(name) && !NOT_ON_THEIR_OWN.has(name));
    expect(site.length).toBeGreaterThan(15);
    const missing = site.filter((name) => !examples.some(({ preview }) => new RegExp(`<${name}[\\s>/]`).test(preview)));
    expect(missing).toEqual([]);
  });
});
