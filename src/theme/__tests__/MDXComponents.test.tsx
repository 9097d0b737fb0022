import MDXComponents from '../MDXComponents';

describe('MDXComponents', () => {
  it('registers every content block so MDX pages can use them without imports', () => {
    const blocks = [
      'AnchorPoint',
      'Avatar',
      'Breadcrumbs',
      'BusinessCard',
      'CallToAction',
      'Column',
      'ContentCard',
      'Downloads',
      'Faq',
      'FaqItem',
      'IconTile',
      'IconTiles',
      'Image',
      'ImageText',
      'Intro',
      'Logo',
      'NewsCard',
      'PageHeader',
      'ProductChangesUntil',
      'ProductName',
      'ProductPeriod',
      'ProductPrice',
      'Quote',
      'RoundFormLink',
      'RoundYear',
      'SmallCards',
      'SubNavigation',
      'TwoColumn',
      'VideoLink',
    ];
    const registered = MDXComponents as Record<string, unknown>;
    for (const name of blocks) expect(typeof registered[name]).toBe('function');
  });
});
