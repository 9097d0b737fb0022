import fs from 'node:fs';
import path from 'node:path';

/** A news post as its source file in blog/ describes it: what the site must show. */
export type SourcePost = { file: string; title: string; category: string; permalink: string };

const BLOG_DIR = path.resolve(__dirname, '../../../blog');

/** A front matter value on one line, without the quotes YAML allows around it. */
function field(frontMatter: string, name: string): string {
  const value = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(frontMatter)?.[1].trim() ?? '';
  return value.replace(/^(["'])(.*)\1$/, '$2');
}

/** Every published post in blog/ (files starting with '_' are not published), newest first. */
export function sourcePosts(): SourcePost[] {
  return fs
    .readdirSync(BLOG_DIR)
    .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
    .sort()
    .reverse()
    .map((file) => {
      const frontMatter = fs.readFileSync(path.join(BLOG_DIR, file), 'utf8').split(/^---$/m)[1];
      const [, year, month, day, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
      return {
        file,
        title: field(frontMatter, 'title'),
        category: field(frontMatter, 'category'),
        permalink: `/nieuws-en-achtergronden/${year}/${month}/${day}/${slug}`,
      };
    });
}
