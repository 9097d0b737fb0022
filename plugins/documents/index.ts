import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { documentFonts } from './fonts';
import { loadDocuments } from './load';
import { renderPdf } from './render';
import { fillRoundFields } from './roundFields';

const optionsSchema = v.strictObject({
  id: v.optional(v.string(), 'default'),
  /** The folder of Markdown sources, relative to the site. */
  path: v.optional(v.pipe(v.string(), v.nonEmpty()), 'documents'),
  /** Shown in each PDF's metadata and footer. */
  author: v.optional(v.pipe(v.string(), v.nonEmpty()), 'AMN'),
});

export type DocumentsOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Publishes every `<path>/**\/*.md` (front matter `title`) as `<outDir>/<same path>.pdf`
 * in each locale's build: `documents/documenten/iso-9001-certificaat.md` becomes
 * `/documenten/iso-9001-certificaat.pdf` (and `/ro/documenten/…` in the Romanian build).
 */
export default function documentsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: DocumentsOptions = v.parse(optionsSchema, rawOptions ?? {});
  const sourceDir = path.resolve(context.siteDir, options.path);
  return {
    name: 'documents',
    getPathsToWatch: () => [path.join(sourceDir, '**/*.md')],
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
      const markdown = fillRoundFields(document.markdown, document.name);
      const pdf = await renderPdf({ title: document.title, markdown, lang, author }, fonts);
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
