import type { Page } from 'playwright-core';

/** What the crawl learns about one page of the built site. */
export type CrawledPage = {
  path: string;
  status: number;
  /** Clicks from / (0 for / itself). */
  depth: number;
  /** The main content's text: header and body, without navigation. */
  mainText: string;
  /** The whole visible text of the page, for the placeholder rule. */
  bodyText: string;
  title: string;
  meta: { description?: string; keywords?: string; image?: string; robots?: string };
  /** Internal page paths and PDF paths this page links, without query or hash. */
  links: string[];
};

/** The path of a link when it stays on this site and leads to a page or PDF; undefined otherwise. */
export function crawlablePath(href: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/api/') || path.startsWith('/assets/')) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension && extension !== 'pdf') return undefined;
  return path;
}

/**
 * Visits every page reachable from / (breadth first, so each page's depth is its
 * least number of clicks), in the browser, as a visitor sees it after hydration.
 * PDFs are recorded with their depth but not opened.
 */
export async function crawlSite(
  page: Page,
  origin: string,
  { maxPages = 400 } = {},
): Promise<{ pages: Map<string, CrawledPage>; pdfs: Map<string, string[]> }> {
  const pages = new Map<string, CrawledPage>();
  const pdfs = new Map<string, string[]>();
  const depths = new Map<string, number>([['/', 0]]);
  const queue = ['/'];
  while (queue.length > 0 && pages.size < maxPages) {
    const path = queue.shift() as string;
    const depth = depths.get(path) ?? 0;
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const status = response?.status() ?? 0;
    // Title and metadata as served, before any script runs: what a search engine or a link preview reads.
    const head = await served(response);
    const facts = await page.evaluate(() => {
      // Text nodes joined with spaces, so a heading and the paragraph after it stay separate words.
      const textOf = (root: Node) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
        return parts.join(' ');
      };
      const main = document.querySelector('main');
      const copy = main?.cloneNode(true) as HTMLElement | undefined;
      copy?.querySelectorAll('nav, script, style, [aria-hidden="true"]').forEach((element) => element.remove());
      return {
        mainText: copy ? textOf(copy) : '',
        bodyText: document.body.innerText,
        hrefs: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
      };
    });
    const links = [
      ...new Set(facts.hrefs.map((href) => crawlablePath(new URL(href, `${origin}${path}`).href, origin))),
    ].filter((link): link is string => link !== undefined && link !== path);
    pages.set(path, { path, status, depth, ...head, ...facts, links });
    for (const link of links) {
      if (link.toLowerCase().endsWith('.pdf')) {
        pdfs.set(link, [...(pdfs.get(link) ?? []), path]);
        if (!depths.has(link)) depths.set(link, depth + 1);
      } else if (!depths.has(link)) {
        depths.set(link, depth + 1);
        queue.push(link);
      }
    }
  }
  return { pages, pdfs };
}

type Response = Awaited<ReturnType<Page['goto']>>;

async function served(response: Response): Promise<Pick<CrawledPage, 'title' | 'meta'>> {
  const html = (await response?.text()) ?? '';
  const headHtml = html.slice(0, Math.max(html.indexOf('</head>'), 0));
  const metaTags = [...headHtml.matchAll(/<meta\s([^>]*)>/gi)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map(([, name, value]) => [
        name.toLowerCase(),
        decodeEntities(value.replace(/^["']|["']$/g, '')),
      ]),
    ),
  );
  const meta = (key: string) => metaTags.find((tag) => tag.name === key || tag.property === key)?.content;
  return {
    title: decodeEntities(/<title[^>]*>([^<]*)<\/title>/i.exec(headHtml)?.[1] ?? ''),
    meta: {
      description: meta('description'),
      keywords: meta('keywords'),
      image: meta('og:image'),
      robots: meta('robots'),
    },
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
