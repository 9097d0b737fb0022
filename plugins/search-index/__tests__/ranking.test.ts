import { isOldNews, purposeOf, schoolYearStart, withRankingHints } from '../ranking';

const post = (url: string) => ({ url, file: `${url.slice(1)}.html`, sourceFilePath: 'blog/post.mdx' });
const doc = { url: '/formulier/aanmelden-po', file: 'formulier/aanmelden-po.html', sourceFilePath: 'src/pages/x.tsx' };

/** A page as the minified build writes it: unquoted attributes where the minifier can. */
const html = (main: string) =>
  `<html><head><meta data-rh=true name=keywords content="AMN,aanmelden,Proeftoets,groep 8"/></head><body><main>${main}</main></body></html>`;

describe('schoolYearStart', () => {
  it.each([
    ['2026-12-07', '2026-08-01'],
    ['2026-08-01', '2026-08-01'],
    ['2026-07-31', '2025-08-01'],
  ])('%s lies in the school year from %s', (day, start) => {
    expect(schoolYearStart(day)).toBe(start);
  });
});

describe('isOldNews', () => {
  it('is a news post dated before the build day’s school year', () => {
    expect(isOldNews(post('/nieuws-en-achtergronden/2025/09/02/aanmelding-geopend'), '2026-12-07')).toBe(true);
    expect(isOldNews(post('/nieuws-en-achtergronden/2026/08/01/nieuw-schooljaar'), '2026-12-07')).toBe(false);
    expect(isOldNews(post('/nieuws-en-achtergronden/2025/09/02/aanmelding-geopend'), '2026-07-31')).toBe(false);
  });

  it('is never a page that is not a news post', () => {
    expect(isOldNews({ ...doc, url: '/archief/2019/01/01/x' }, '2026-12-07')).toBe(false);
  });
});

describe('withRankingHints', () => {
  it('gives a page its purpose: its heading and keywords, as a meta field inside <main>', () => {
    const page = withRankingHints(
      html('<header><h1 class=t>Aanmelden primair onderwijs</h1></header><p>Tekst'),
      doc,
      '2026-12-07',
    );
    const main = new DOMParser().parseFromString(page, 'text/html').querySelector('main');
    const hint = main?.querySelector('[data-pagefind-meta]');
    expect(hint?.getAttribute('data-pagefind-meta')).toBe('purpose[data-purpose]');
    expect(hint?.getAttribute('data-purpose')).toBe('Aanmelden primair onderwijs. AMN, aanmelden, Proeftoets, groep 8');
    // Nothing of it is read as text: snippets stay the page's own sentences.
    expect(hint?.textContent).toBe('');
  });

  it('weighs old news down and gives it no purpose', () => {
    const old = post('/nieuws-en-achtergronden/2025/09/02/aanmelding-geopend');
    const page = withRankingHints(
      html('<article><header><h1>Aanmelding geopend</h1></header></article>'),
      old,
      '2026-12-07',
    );
    const main = new DOMParser().parseFromString(page, 'text/html').querySelector('main');
    expect(main?.querySelector('article')?.getAttribute('data-pagefind-weight')).toBe('0.5');
    expect(main?.querySelector('[data-pagefind-meta]')).toBeNull();
  });

  it('keeps a quote in the heading inside the attribute', () => {
    expect(purposeOf('<h1>De "proeftoets"</h1>')).toBe('De &quot;proeftoets&quot;');
  });
});
