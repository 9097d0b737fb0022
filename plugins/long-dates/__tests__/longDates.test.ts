/** @jest-environment node */
import { longDateLabels, shownDays } from '..';

describe('shownDays', () => {
  it('collects the days of blog posts and dated docs, once each, in order', () => {
    const allContent = {
      'docusaurus-plugin-content-blog': {
        default: {
          blogPosts: [
            { metadata: { date: new Date('2026-10-01T00:00:00.000Z') } },
            { metadata: { date: '2025-06-12T00:00:00.000Z' } },
            { metadata: { date: new Date('2026-10-01T00:00:00.000Z') } },
          ],
        },
      },
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{ docs: [{ frontMatter: { date: '2026-09-15' } }, { frontMatter: { title: 'no date' } }] }],
        },
      },
    };
    expect(shownDays(allContent)).toEqual(['2025-06-12', '2026-09-15', '2026-10-01']);
  });

  it('has nothing to collect on a site without blog or docs', () => {
    expect(shownDays({})).toEqual([]);
  });
});

describe('longDateLabels', () => {
  it('formats each day in the long format of the locale', () => {
    expect(longDateLabels(['2026-01-26', '2026-10-01'], 'nl')).toEqual({
      locale: 'nl',
      labels: { '2026-01-26': '26 januari 2026', '2026-10-01': '1 oktober 2026' },
    });
    expect(longDateLabels(['2026-01-26'], 'ro').labels).toEqual({ '2026-01-26': '26 ianuarie 2026' });
  });
});
