import type { AllContent } from '@docusaurus/types';

/** A file whose front matter is checked, as the content plugins loaded it. */
export type ContentFile = {
  kind: 'page' | 'post';
  /** The source as the plugins name it ('@site/blog/x.mdx'), shown without the alias. */
  source: string;
  frontMatter: Record<string, unknown>;
};

type Loaded = { source: string; frontMatter: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asLoaded = (value: unknown): Loaded | undefined =>
  isRecord(value) && typeof value.source === 'string' && isRecord(value.frontMatter)
    ? { source: value.source, frontMatter: value.frontMatter }
    : undefined;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every instance's content of one content plugin (the ro-only pages are a second pages instance). */
const instances = (allContent: AllContent, pluginName: string): unknown[] =>
  Object.values(allContent[pluginName] ?? {});

function docs(content: unknown): Loaded[] {
  if (!isRecord(content)) return [];
  return list(content.loadedVersions).flatMap((version) =>
    isRecord(version) ? list(version.docs).flatMap((doc) => asLoaded(doc) ?? []) : [],
  );
}

// JSX pages have no front matter: only MDX pages are checked.
const pages = (content: unknown): Loaded[] =>
  list(content).flatMap((page) => (isRecord(page) && page.type === 'mdx' ? (asLoaded(page) ?? []) : []));

function posts(content: unknown): Loaded[] {
  if (!isRecord(content)) return [];
  return list(content.blogPosts).flatMap((post) => (isRecord(post) ? (asLoaded(post.metadata) ?? []) : []));
}

const displayName = (source: string) => source.replace(/^@site\//, '');

/** Docs, MDX pages and news posts of every instance of the classic content plugins. */
export function collectContentFiles(allContent: AllContent): ContentFile[] {
  const of = (kind: ContentFile['kind'], files: Loaded[]): ContentFile[] =>
    files.map(({ source, frontMatter }) => ({ kind, source: displayName(source), frontMatter }));
  return [
    ...of('page', instances(allContent, 'docusaurus-plugin-content-docs').flatMap(docs)),
    ...of('page', instances(allContent, 'docusaurus-plugin-content-pages').flatMap(pages)),
    ...of('post', instances(allContent, 'docusaurus-plugin-content-blog').flatMap(posts)),
  ];
}
