import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { categoryLinks, categoryTags } from '..';

const post = (frontMatter: Record<string, unknown>) =>
  ({
    id: 'x',
    content: '',
    metadata: { frontMatter, tags: [{ label: 'oud', permalink: '/oud', inline: true }] },
  }) as unknown as BlogPost;

describe('categoryTags', () => {
  it("makes a post's category its only tag, with the category page's address", async () => {
    const [processed] = (await categoryTags('/ro/nieuws-en-achtergronden/')({
      blogPosts: [post({ category: 'mbo' })],
    }))!;
    expect(processed.metadata.tags).toEqual([
      {
        label: 'Middelbaar beroepsonderwijs',
        description: expect.stringContaining('Talentscan MBO'),
        permalink: '/ro/nieuws-en-achtergronden/categorie/mbo',
        inline: false,
      },
    ]);
  });

  it('gives a post without a known category no tag (the front matter check reports it)', async () => {
    const posts = await categoryTags('/nieuws-en-achtergronden')({
      blogPosts: [post({}), post({ category: 'Onbekend' })],
    });
    expect(posts!.map((p) => p.metadata.tags)).toEqual([[], []]);
  });
});

describe('categoryLinks', () => {
  it('lists the categories that have posts, in the order of the fixed list, with their post counts', () => {
    expect(
      categoryLinks({
        '/n/categorie/mbo': { label: 'Middelbaar beroepsonderwijs', permalink: '/n/categorie/mbo', items: ['a'] },
        '/n/categorie/basisonderwijs': {
          label: 'Basisonderwijs',
          permalink: '/n/categorie/basisonderwijs',
          items: ['b', 'c'],
        },
      }),
    ).toEqual([
      { key: 'basisonderwijs', label: 'Basisonderwijs', permalink: '/n/categorie/basisonderwijs', count: 2 },
      { key: 'mbo', label: 'Middelbaar beroepsonderwijs', permalink: '/n/categorie/mbo', count: 1 },
    ]);
  });
});
