import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { fillRoundFields, roundFields } from './roundFields';
import { contactFields } from './contactFields';
import { siteFields } from './siteFields';

/** A Markdown document to be published as a PDF. */
export type DocumentSource = {
  /** Path under the documents folder without extension, '/'-separated ('downloads/handleiding'). */
  name: string;
  title: string;
  /** The Markdown body, front matter removed. */
  markdown: string;
  /** The downloads page's group (a key of src/data/documentGroups.ts); checked by `listingProblems`. */
  group?: string;
  /** One sentence under the title on the downloads page. */
  description?: string;
  /** The site whose downloads page lists it: 'nl' or 'ro'. */
  locale?: string;
};

/** A front matter value as trimmed text, or undefined when absent or not text. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Every `*.md` under `dir` (sorted, so builds are repeatable), its `{{…}}` fields filled in title,
 * description and body; a missing title or an unknown field stops the build naming the file.
 */
export async function loadDocuments(dir: string, fields?: Record<string, string>): Promise<DocumentSource[]> {
  const files = await markdownFiles(dir);
  if (files.length === 0) return [];
  const known = fields ?? { ...roundFields(), ...contactFields(), ...siteFields() };
  return Promise.all(
    files.map(async (file) => {
      const fileContent = await fs.readFile(file, 'utf8');
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent });
      const relative = path.relative(dir, file);
      const title = frontMatter.title;
      if (typeof title !== 'string' || title.trim() === '') {
        throw new Error(`documents: ${relative} needs a front matter 'title' (the PDF's title).`);
      }
      const name = relative.replace(/\.md$/, '').split(path.sep).join('/');
      const fill = (value: string) => fillRoundFields(value, name, known);
      const description = text(frontMatter.description);
      return {
        name,
        title: fill(title.trim()),
        markdown: fill(content),
        group: text(frontMatter.group),
        description: description && fill(description),
        locale: text(frontMatter.locale),
      };
    }),
  );
}

async function markdownFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
