import type { ParseFrontMatter } from '@docusaurus/types';

/** The front matter field a draft carries in the preview build (the page banner reads it: "Concept"). */
export const PREVIEW_DRAFT_FIELD = 'preview_draft';

/**
 * The preview's front matter parser: a draft (`draft: true`), which a production build leaves out,
 * becomes an unlisted page (built, but out of lists, feeds, sitemap and search) marked as a draft.
 * Docs, pages and news posts all read their front matter through this one parser.
 */
export const previewFrontMatter: ParseFrontMatter = async (params) => {
  const parsed = await params.defaultParseFrontMatter(params);
  if (parsed.frontMatter.draft !== true) return parsed;
  const { draft: _draft, ...rest } = parsed.frontMatter;
  return { ...parsed, frontMatter: { ...rest, unlisted: true, [PREVIEW_DRAFT_FIELD]: true } };
};
