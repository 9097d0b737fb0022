import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { inSequence, publicationMode, scheduledPosts } from '../schedule';

const post = (id: string, date: string) =>
  ({
    id,
    content: '',
    metadata: { date: new Date(`${date}Z`), frontMatter: {}, unlisted: false },
  }) as unknown as BlogPost;

const posts = [post('gisteren', '2026-11-25'), post('vandaag', '2026-11-26'), post('morgen', '2026-11-27')];
const run = (mode: 'production' | 'preview' | 'dev') =>
  scheduledPosts(
    () => '2026-11-26',
    () => mode,
  )({ blogPosts: posts }) as Promise<BlogPost[]>;

describe('scheduledPosts', () => {
  it('leaves a post dated after the build day out of a production build and keeps the one dated today', async () => {
    expect((await run('production')).map((p) => p.id)).toEqual(['gisteren', 'vandaag']);
  });

  it('makes it an unlisted page in the preview, for the lists and for the feeds', async () => {
    const result = await run('preview');
    expect(result.map((p) => [p.id, p.metadata.unlisted])).toEqual([
      ['gisteren', false],
      ['vandaag', false],
      ['morgen', true],
    ]);
    expect(result[2].metadata.frontMatter).toEqual({ unlisted: true, scheduled_for: '2026-11-27' });
  });

  it('keeps it listed in npm run dev, with its day for the banner', async () => {
    const result = await run('dev');
    expect(result.map((p) => [p.id, p.metadata.unlisted, p.metadata.frontMatter.scheduled_for])).toEqual([
      ['gisteren', false, undefined],
      ['vandaag', false, undefined],
      ['morgen', false, '2026-11-27'],
    ]);
  });
});

describe('publicationMode', () => {
  it('is preview when AMN_PREVIEW is true, else follows NODE_ENV', () => {
    expect(publicationMode({ AMN_PREVIEW: 'true', NODE_ENV: 'production' })).toBe('preview');
    expect(publicationMode({ NODE_ENV: 'production' })).toBe('production');
    expect(publicationMode({ NODE_ENV: 'development' })).toBe('dev');
  });
});

describe('inSequence', () => {
  it('hands each step the posts of the one before', async () => {
    const result = await inSequence(
      async ({ blogPosts }) => blogPosts.slice(1),
      async () => undefined,
      async ({ blogPosts }) => blogPosts.slice(1),
    )({ blogPosts: posts });
    expect(result!.map((p) => p.id)).toEqual(['morgen']);
  });
});
