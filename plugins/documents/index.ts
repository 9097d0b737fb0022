import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { documentFonts } from './fonts';
import { DOCUMENT_GROUPS } from '../../src/data/documentGroups';
import { loadDocuments, type DocumentSource } from './load';
import { downloadsOf, listingProblems } from './listing';
import { renderPdf } from './render';

const optionsSchema = v.strictObject({
  id: v.optional(v.string(), 'default'),
  /** The folder of Markdown sources, relative to the site. */
  path: v.optional(v.pipe(v.string(), v.nonEmpty()), 'documents'),
  /** Shown in each PDF's metadata and footer. */
  author: v.optional(v.pipe(v.string(), v.nonEmpty()), 'AMN'),
});

export type DocumentsOptions = v.InferOutput<typeof optionsSchema>;

/** Where the downloads page's list is written (`@generated/documents/<id>/downloads.json`). */
export const DOWNLOADS_DATA = 'downloads.json';

/**
 * Publishes every `<path>/**\/*.md` (front matter `title`) as `<outDir>/<same path>.pdf`
 * in each locale's build: `documents/documenten/kwaliteitsverklaring.md` becomes
 * `/documenten/kwaliteitsverklaring.pdf` (and `/ro/documenten/…` in the Romanian build).
 * It also writes the list of the documents of the locale being built (front matter `group`,
 * `description`, `locale`) for the downloads page; a document without them stops the build.
 */
export default function documentsPlugin(context: LoadContext, rawOptions: unknown): Plugin<DocumentSource[]> {
  const options: DocumentsOptions = v.parse(optionsSchema, rawOptions ?? {});
  const sourceDir = path.resolve(context.siteDir, options.path);
  return {
    name: 'documents',
    getPathsToWatch: () => [path.join(sourceDir, '**/*.md')],
    async loadContent() {
      const documents = await loadDocuments(sourceDir);
      const problems = listingProblems(documents, DOCUMENT_GROUPS);
      if (problems.length > 0) {
        throw new Error(`Documenten onvolledig; zie documents/README.md:\n- ${problems.join('\n- ')}`);
      }
      return documents;
    },
    async contentLoaded({ content, actions }) {
      // Only the page that lists the documents imports this file, so no other page carries it.
      await actions.createData(DOWNLOADS_DATA, JSON.stringify(downloadsOf(content, context.i18n.currentLocale)));
    },
    async postBuild({ outDir }) {
      await buildDocuments({
        sourceDir,
        outDir,
        siteDir: context.siteDir,
        lang: context.i18n.currentLocale,
        author: options.author,
      });
    },
  };
}

/** Renders the PDFs of a documents folder into a build folder; returns the paths written, relative to it. */
export async function buildDocuments({
  sourceDir,
  outDir,
  siteDir,
  lang,
  author,
}: {
  sourceDir: string;
  outDir: string;
  siteDir: string;
  lang: string;
  author: string;
}): Promise<string[]> {
  const fonts = documentFonts(siteDir);
  const documents = await loadDocuments(sourceDir);
  return Promise.all(
    documents.map(async (document) => {
      const pdf = await renderPdf({ title: document.title, markdown: document.markdown, lang, author }, fonts);
      const target = path.join(outDir, `${document.name}.pdf`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, pdf);
      return `${document.name}.pdf`;
    }),
  );
}

/** Docusaurus types this hook generically; what it returns is this plugin's options, defaults filled in. */
export function validateOptions<T, U>({ options }: OptionValidationContext<T, U>): U {
  const result = v.safeParse(optionsSchema, options ?? {});
  if (!result.success) throw new Error(`documents plugin options: ${v.summarize(result.issues)}`);
  return result.output as U;
}

documentsPlugin.validateOptions = validateOptions;
