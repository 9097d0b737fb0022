import React, { type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as reactHelmet from 'react-helmet-async';
import * as lean from '../helmet';

type HeadComponent = (props: { children?: ReactNode }) => ReactNode;
type Implementation = { Helmet: HeadComponent; HelmetProvider: HeadComponent };
type Page = 'doc' | 'news';

const real = reactHelmet as unknown as Implementation & { HelmetProvider: { canUseDOM: boolean } };

/** The layers of html classes, as Docusaurus's HtmlClassNameProvider adds them. */
function ClassLayers({ Head, classes }: { Head: HeadComponent; classes: string[] }) {
  return classes.map((_, index) => (
    <Head key={index}>
      <html className={classes.slice(0, index + 1).join(' ')} />
    </Head>
  ));
}

/** The Heads of the site's layout and two kinds of page, as Docusaurus and the site write them. */
function Site({ Head, page, hydrated = true }: { Head: HeadComponent; page: Page; hydrated?: boolean }) {
  const url = `https://www.example.nl/${page}`;
  return (
    <>
      <Head>
        <html lang="nl-NL" dir="ltr" />
        <title>AMN</title>
        <meta property="og:title" content="AMN" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" href="/img/favicon.svg" />
      </Head>
      <Head>
        <html data-has-hydrated={hydrated} />
      </Head>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      <Head>
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
      <Head>
        {['nl-NL', 'x-default'].map((lang) => (
          <link key={lang} rel="alternate" href={url} hrefLang={lang} />
        ))}
      </Head>
      <Head>
        <meta name="twitter:site" content="@AMN" />
        <meta name="twitter:site" content="@AMN" />
        <meta name="twitter:card" content="summary" />
      </Head>
      <ClassLayers Head={Head} classes={page === 'doc' ? ['plugin-docs', 'docs-doc-page'] : ['plugin-blog']} />
      {page === 'doc' ? (
        <Head>
          <title>{['Toetsen', ' - ', 'AMN']}</title>
          <meta property="og:title" content="Toetsen - AMN" />
          <meta name="description" content="Over toetsen" />
          <meta name="robots" content="noindex" />
          <script type="application/ld+json">{'{"@type":"BreadcrumbList"}'}</script>
        </Head>
      ) : (
        <Head>
          <>
            <title>Nieuws - AMN</title>
            <meta property="OG:TITLE" content="Nieuws - AMN" />
          </>
          <link rel="preload" as="image" href="/img/news.webp" fetchPriority="high" />
          <script type="application/ld+json">{'{"@type":"Blog"}'}</script>
          <html className="blog-wrapper" />
        </Head>
      )}
    </>
  );
}

/** Everything a Head can change: the html and body attributes and the head. */
const documentHead = () =>
  [document.documentElement, document.body]
    .map((element) => [...element.attributes].map(({ name, value }) => `${name}=${value}`).join(' '))
    .concat(document.head.outerHTML);

/** The page as the server's react-helmet-async writes it, read as the browser reads it. */
function serverPage(page: Page) {
  const context: { helmet?: Record<string, { toString(): string }> } = {};
  real.HelmetProvider.canUseDOM = false;
  try {
    renderToStaticMarkup(
      <reactHelmet.HelmetProvider context={context}>
        <Site Head={real.Helmet} page={page} hydrated={false} />
      </reactHelmet.HelmetProvider>,
    );
  } finally {
    real.HelmetProvider.canUseDOM = true;
  }
  const { htmlAttributes, bodyAttributes, title, meta, link, script } = context.helmet!;
  const html = `<html ${htmlAttributes}><head><meta charset="UTF-8">${title}${meta}${link}${script}</head><body ${bodyAttributes}></body></html>`;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const { name, value } of [...parsed.documentElement.attributes])
    document.documentElement.setAttribute(name, value);
  document.head.innerHTML = parsed.head.innerHTML;
  document.title = parsed.title;
}

/** Until react-helmet-async's deferred update (the next animation frame) has run. */
const settled = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/** The document after the first page, a navigation to another, a way back, and the app's unmount. */
async function visit({ Helmet, HelmetProvider }: Implementation, first: Page, then: Page) {
  serverPage(first);
  const steps = [documentHead()];
  const app = (page: Page) => (
    <HelmetProvider>
      <Site Head={Helmet} page={page} />
    </HelmetProvider>
  );
  const { rerender, unmount } = render(app(first));
  await settled();
  steps.push(documentHead());
  rerender(app(then));
  await settled();
  steps.push(documentHead());
  rerender(app(first));
  await settled();
  steps.push(documentHead());
  unmount();
  await settled();
  steps.push(documentHead());
  return steps;
}

describe('the lean Helmet of the browser', () => {
  it.each<[Page, Page]>([
    ['doc', 'news'],
    ['news', 'doc'],
  ])('leaves the document as react-helmet-async does: %s page, then %s, back, and unmounted', async (first, then) => {
    const expected = await visit(real, first, then);
    const actual = await visit(lean, first, then);
    expect(actual).toEqual(expected);
  });

  it('keeps the tags the server rendered as they are, and replaces what changed on hydration', async () => {
    serverPage('doc');
    const viewport = document.head.querySelector('meta[name="viewport"]');
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    render(
      <lean.HelmetProvider>
        <Site Head={lean.Helmet} page="doc" />
      </lean.HelmetProvider>,
    );
    await settled();
    expect(document.head.querySelector('meta[name="viewport"]')).toBe(viewport);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBe(jsonLd);
    expect(document.documentElement).toHaveAttribute('data-has-hydrated', 'true');
  });

  it('gives the title of the last Head, the html classes of the innermost layer, and drops them on unmount', async () => {
    serverPage('news');
    const { Helmet } = lean;
    const { unmount } = render(
      <>
        <Helmet>
          <title>Site</title>
          <html className="outer" lang="nl" />
        </Helmet>
        <Helmet>
          <title>Page</title>
          <html className="outer inner" />
        </Helmet>
      </>,
    );
    await settled();
    expect(document.title).toBe('Page');
    expect(document.documentElement).toHaveAttribute('class', 'outer inner');
    expect(document.documentElement).toHaveAttribute('lang', 'nl');
    unmount();
    await settled();
    expect(document.documentElement).not.toHaveAttribute('class');
    expect(document.documentElement).not.toHaveAttribute('lang');
    expect(document.title).toBe('Page');
  });

  it('lets a later Head replace a meta tag of the same name, but keeps both within one Head', async () => {
    document.head.innerHTML = '';
    const { Helmet } = lean;
    render(
      <>
        <Helmet>
          <meta name="description" content="site" />
          <meta name="keywords" content="a" />
          <meta name="keywords" content="b" />
        </Helmet>
        <Helmet>
          <meta name="Description" content="page" />
        </Helmet>
      </>,
    );
    await settled();
    const meta = [...document.head.querySelectorAll('meta')].map((tag) => tag.getAttribute('content'));
    expect(meta).toEqual(['a', 'b', 'page']);
  });

  it('writes a JSON-LD script as its text, and swaps it for the next page in one update after the commit', async () => {
    document.head.innerHTML = '';
    const { Helmet } = lean;
    const page = (type: string) => (
      <Helmet>
        <title>{type}</title>
        <script type="application/ld+json">{`{"@type":"${type}"}`}</script>
      </Helmet>
    );
    const { rerender } = render(page('Blog'));
    await settled();
    expect(document.head.querySelector('script')?.textContent).toBe('{"@type":"Blog"}');
    act(() => rerender(page('BlogPosting')));
    await act(() => Promise.resolve());
    expect(document.title).toBe('BlogPosting');
    expect([...document.head.querySelectorAll('script')].map((script) => script.textContent)).toEqual([
      '{"@type":"BlogPosting"}',
    ]);
  });

  describe('in development', () => {
    const spy = jest.spyOn(console, 'error');
    beforeEach(() => spy.mockImplementation(() => undefined));
    afterAll(() => spy.mockRestore());

    it.each([
      ['a tag it does not apply', <style key="style">{'a {}'}</style>, /<style> is not supported/],
      ['a component', <Site key="site" Head={lean.Helmet} page="doc" />, /<a component> is not supported/],
      ['text in a meta tag', <meta key="meta">text</meta>, /<meta> takes no children/],
    ])('fails on %s', (_, child, message) => {
      expect(() => render(<lean.Helmet>{child}</lean.Helmet>)).toThrow(message);
    });

    it('fails on props other than children', () => {
      const Helmet = lean.Helmet as (props: { title: string }) => ReactNode;
      expect(() => render(<Helmet title="Titel" />)).toThrow(/not title/);
    });
  });
});
