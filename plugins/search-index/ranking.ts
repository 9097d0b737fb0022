import type { IsoDate } from '../../src/domain/dates';
import type { IndexedPage } from './pages';

/**
 * What the index gets besides a page's words, so that a page whose title and purpose match a query
 * ranks above old news (SiteSearch weighs the field with Pagefind's `metaWeights`):
 * - every page but old news carries its purpose, its title and the keywords its editors gave it, as
 *   the meta field `purpose`;
 * - a news post from before the build day's school year (which starts on 1 August) carries no
 *   purpose, and its text weighs half: it is still found, below the pages that are current.
 * The daily build (DEPLOY.md) moves a post into the past once its school year is over.
 */
export const PURPOSE_META = 'purpose';

/** How much the words of old news weigh (Pagefind's default for text is 1). */
export const OLD_NEWS_WEIGHT = 0.5;

/** A news post's address holds its date: `/nieuws-en-achtergronden/2025/09/02/…`. */
const NEWS_POST = /^blog\//;
const DATE_IN_URL = /\/(\d{4})\/(\d{2})\/(\d{2})\//;

/** The first day of the school year `day` lies in (1 August). */
export function schoolYearStart(day: IsoDate): IsoDate {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 8 ? year : year - 1}-08-01`;
}

/** Whether a page is a news post from an earlier school year than the build day's. */
export function isOldNews(page: IndexedPage, buildDay: IsoDate): boolean {
  if (!NEWS_POST.test(page.sourceFilePath ?? '')) return false;
  const date = DATE_IN_URL.exec(page.url);
  return date !== null && `${date[1]}-${date[2]}-${date[3]}` < schoolYearStart(buildDay);
}

/** An attribute's value in an HTML start tag as the minifier writes it (quoted or not), or ''. */
function attributeOf(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
}

/** The page's purpose: its first heading and its keywords (`<meta name=keywords>`), still HTML-escaped. */
export function purposeOf(html: string): string {
  const heading =
    /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .trim() ?? '';
  const keywordsTag = /<meta\b[^>]*\bname=["']?keywords\b[^>]*>/.exec(html)?.[0] ?? '';
  const keywords = attributeOf(keywordsTag, 'content').split(',').filter(Boolean).join(', ');
  return [heading, keywords].filter(Boolean).join('. ').replace(/"/g, '&quot;');
}

/** The page as the index reads it: its purpose put inside `<main>`, or old news weighed down. */
export function withRankingHints(html: string, page: IndexedPage, buildDay: IsoDate): string {
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) return html;
  const at = main.index + main[0].length;
  if (isOldNews(page, buildDay)) {
    // Its article, not `<main>`: Pagefind weighs the words inside the element that carries the weight.
    return (
      html.slice(0, at) + html.slice(at).replace(/<article\b/, `<article data-pagefind-weight="${OLD_NEWS_WEIGHT}"`)
    );
  }
  const purpose = purposeOf(html);
  if (purpose === '') return html;
  const hint = `<span data-pagefind-meta="${PURPOSE_META}[data-purpose]" data-purpose="${purpose}"></span>`;
  return html.slice(0, at) + hint + html.slice(at);
}
