import type { AllContent } from '@docusaurus/types';
import { checkPageFrontMatter, checkPostFrontMatter } from '../rules';
import { collectContentFiles } from '../collect';

const exists = (sitePath: string) => sitePath === '/img/news/beeld.svg';

const page = {
  title: 'Doorstroomtoets',
  description: 'Over de toets.',
  keywords: ['AMN', 'toets'],
  image: '/img/news/beeld.svg',
};
const post = { ...page, image_alt: 'Een klas', category: 'basisonderwijs', authors: ['redactie'] };

describe('checkPageFrontMatter', () => {
  it('accepts a page with title, description, keywords and an existing image', () => {
    expect(checkPageFrontMatter(page, exists)).toEqual([]);
  });

  it.each([
    ['title', { ...page, title: undefined }, 'ontbreekt'],
    ['description', { ...page, description: '  ' }, 'moet een tekst zijn die niet leeg is'],
    ['keywords', { ...page, keywords: [] }, 'moet een lijst met ten minste één trefwoord zijn, zoals [AMN, toetsen]'],
    ['image', { ...page, image: undefined }, 'ontbreekt'],
    ['image', { ...page, image: '/img/news/weg.svg' }, "het bestand '/img/news/weg.svg' bestaat niet onder static/"],
    [
      'image',
      { ...page, image: 'img/news/beeld.svg' },
      'moet een pad op de site zijn dat met / begint, zoals /img/news/beeld.svg',
    ],
  ])('names the field %s', (field, frontMatter, message) => {
    expect(checkPageFrontMatter(frontMatter, exists)).toEqual([{ field, message }]);
  });
});

describe('checkPostFrontMatter', () => {
  it('accepts a complete post', () => {
    expect(checkPostFrontMatter(post, exists)).toEqual([]);
  });

  it('refuses a missing or unknown category, listing the choices', () => {
    expect(checkPostFrontMatter({ ...post, category: undefined }, exists)).toEqual([
      {
        field: 'category',
        message: expect.stringMatching(/^ontbreekt; kies uit: basisonderwijs, voortgezet-onderwijs/),
      },
    ]);
    expect(checkPostFrontMatter({ ...post, category: 'Basisonderwijs' }, exists)).toEqual([
      {
        field: 'category',
        message: expect.stringMatching(/^'Basisonderwijs' is geen categorie; kies uit: basisonderwijs/),
      },
    ]);
  });

  it('needs the alt text of the image and an author', () => {
    expect(checkPostFrontMatter({ ...post, image_alt: undefined, authors: [] }, exists).map((p) => p.field)).toEqual([
      'image_alt',
      'authors',
    ]);
  });
});

describe('collectContentFiles', () => {
  it('finds docs, MDX pages of every pages instance and blog posts, but not JSX pages', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: { loadedVersions: [{ docs: [{ source: '@site/docs/a.mdx', frontMatter: { title: 'A' } }] }] },
      },
      'docusaurus-plugin-content-pages': {
        default: [
          { type: 'mdx', source: '@site/src/pages/b.mdx', frontMatter: {} },
          { type: 'jsx', source: '@site/src/pages/c.tsx' },
        ],
        'ro-pages': [{ type: 'mdx', source: '@site/i18n/ro/pages/d.mdx', frontMatter: {} }],
      },
      'docusaurus-plugin-content-blog': {
        default: { blogPosts: [{ metadata: { source: '@site/blog/e.mdx', frontMatter: { category: 'mbo' } } }] },
      },
    } as unknown as AllContent;
    expect(collectContentFiles(allContent)).toEqual([
      { kind: 'page', source: 'docs/a.mdx', frontMatter: { title: 'A' } },
      { kind: 'page', source: 'src/pages/b.mdx', frontMatter: {} },
      { kind: 'page', source: 'i18n/ro/pages/d.mdx', frontMatter: {} },
      { kind: 'post', source: 'blog/e.mdx', frontMatter: { category: 'mbo' } },
    ]);
  });
});
