import { NEWS_CATEGORIES, isNewsCategory } from '../../src/data/newsCategories';

/** One thing wrong with one front matter field. */
export type Problem = { field: string; message: string };

/** Tells whether a site path such as `/img/news/x.svg` is a file in one of the static folders. */
export type StaticFileExists = (sitePath: string) => boolean;

type FrontMatter = Record<string, unknown>;

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function requireText(frontMatter: FrontMatter, field: string): Problem[] {
  if (frontMatter[field] === undefined) return [{ field, message: 'ontbreekt' }];
  if (!isFilledString(frontMatter[field])) return [{ field, message: 'moet een tekst zijn die niet leeg is' }];
  return [];
}

function requireKeywords(frontMatter: FrontMatter): Problem[] {
  const { keywords } = frontMatter;
  if (keywords === undefined) return [{ field: 'keywords', message: 'ontbreekt' }];
  if (!Array.isArray(keywords) || keywords.length === 0 || !keywords.every(isFilledString)) {
    return [{ field: 'keywords', message: 'moet een lijst met ten minste één trefwoord zijn, zoals [AMN, toetsen]' }];
  }
  return [];
}

function requireImage(frontMatter: FrontMatter, fileExists: StaticFileExists): Problem[] {
  const { image } = frontMatter;
  if (image === undefined) return [{ field: 'image', message: 'ontbreekt' }];
  if (!isFilledString(image) || !image.startsWith('/') || image.split('/').includes('..')) {
    return [{ field: 'image', message: `moet een pad op de site zijn dat met / begint, zoals /img/news/beeld.svg` }];
  }
  if (!fileExists(image)) {
    return [{ field: 'image', message: `het bestand '${image}' bestaat niet onder static/` }];
  }
  return [];
}

/** Docs and MDX pages: title, description, keywords and an image that exists. */
export function checkPageFrontMatter(frontMatter: FrontMatter, fileExists: StaticFileExists): Problem[] {
  return [
    ...requireText(frontMatter, 'title'),
    ...requireText(frontMatter, 'description'),
    ...requireKeywords(frontMatter),
    ...requireImage(frontMatter, fileExists),
  ];
}

function requireCategory(frontMatter: FrontMatter): Problem[] {
  const { category } = frontMatter;
  const choices = Object.keys(NEWS_CATEGORIES).join(', ');
  if (category === undefined) return [{ field: 'category', message: `ontbreekt; kies uit: ${choices}` }];
  if (!isNewsCategory(category)) {
    return [{ field: 'category', message: `'${String(category)}' is geen categorie; kies uit: ${choices}` }];
  }
  return [];
}

function requireAuthors(frontMatter: FrontMatter): Problem[] {
  const { authors } = frontMatter;
  const keys = typeof authors === 'string' ? [authors] : authors;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isFilledString)) {
    return [{ field: 'authors', message: 'ontbreekt; noem een auteur uit blog/authors.yml, zoals [redactie]' }];
  }
  return [];
}

/** News posts: what every page needs, plus a known category, the image's alt text and an author. */
export function checkPostFrontMatter(frontMatter: FrontMatter, fileExists: StaticFileExists): Problem[] {
  return [
    ...checkPageFrontMatter(frontMatter, fileExists),
    ...requireText(frontMatter, 'image_alt'),
    ...requireCategory(frontMatter),
    ...requireAuthors(frontMatter),
  ];
}
