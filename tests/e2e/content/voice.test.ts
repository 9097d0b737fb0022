/**
 * @jest-environment jsdom
 */
import { voiceViolations, type Voice } from '../../../src/domain/voice';
import { builtPages, mainOf, type BuiltPage } from '../../../test/support/browser/builtPages';

/**
 * One voice per section (issue #29), read in the built HTML's `<main>` of every page: Dutch pages
 * say u, the vacancy pages (job seekers) je, Romanian pages dumneavoastră. The spec's fixed texts
 * are the allowed exceptions (src/domain/voice.ts). Each failure names the page and the words.
 */
const JOB_PAGES = /^\/over-amn\/vacatures(\/|$)/;

function voiceOf(page: BuiltPage): Voice {
  if (page.locale === 'ro') return 'dumneavoastra';
  return JOB_PAGES.test(page.route) ? 'je' : 'u';
}

/** What a reader of the page reads or hears: its text and the texts of images and controls, not code examples. */
function readableText(main: HTMLElement): string {
  const copy = main.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('pre, code, script, style, template').forEach((element) => element.remove());
  const attributes = [...copy.querySelectorAll('[alt], [aria-label], [placeholder], [title]')].flatMap((element) =>
    ['alt', 'aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Block boundaries become spaces, so words of neighbouring elements do not run together.
  copy.querySelectorAll('p, li, h1, h2, h3, h4, td, th, dt, dd, div, section').forEach((element) => {
    element.append(' ');
  });
  return [copy.textContent ?? '', ...attributes].join(' ');
}

const pages = builtPages();

describe('the voice of every built page', () => {
  it('covers both sites and the vacancy pages', () => {
    expect(pages.filter((page) => page.locale === 'nl').length).toBeGreaterThan(30);
    expect(pages.filter((page) => page.locale === 'ro').length).toBeGreaterThan(10);
    expect(pages.some((page) => voiceOf(page) === 'je')).toBe(true);
  });

  it.each(['u', 'je', 'dumneavoastra'] as const)('pages that say %s say nothing else', (voice) => {
    const violations = pages
      .filter((page) => voiceOf(page) === voice)
      .flatMap((page) => voiceViolations(readableText(mainOf(page)), voice).map((found) => `${page.route}: ${found}`));
    expect(violations).toEqual([]);
  });
});
