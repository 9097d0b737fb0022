import type { PropSidebar, PropSidebarBreadcrumbsItem } from '@docusaurus/plugin-content-docs';
import { docTrail } from '../docTrail';

const home = { name: 'Homepage', link: '/' };

const link = (label: string, href: string): PropSidebarBreadcrumbsItem => ({ type: 'link', label, href });
const category = (label: string, href?: string, linkUnlisted?: boolean): PropSidebarBreadcrumbsItem => ({
  type: 'category',
  label,
  href,
  linkUnlisted,
  items: [],
  collapsed: false,
  collapsible: false,
});

// The docs plugin gives an index doc a trailing slash; the trail uses the site's addresses.
const onderwijs: PropSidebar = [link('Onderwijs', '/onderwijs/'), category('Basisonderwijs', '/basisonderwijs')];

describe('docTrail', () => {
  it('leads from the homepage through the area page and the category to the doc', () => {
    const crumbs = [
      category('Basisonderwijs', '/basisonderwijs'),
      link('Doorstroomtoets', '/onderwijs/doorstroomtoets'),
    ];
    expect(docTrail({ home, sidebar: onderwijs, crumbs, title: 'Doorstroomtoets' })).toEqual([
      home,
      { name: 'Onderwijs', link: '/onderwijs' },
      { name: 'Basisonderwijs', link: '/basisonderwijs' },
      { name: 'Doorstroomtoets' },
    ]);
  });

  it('does not repeat the area page on the area page itself', () => {
    const crumbs = [link('Onderwijs', '/onderwijs/')];
    expect(docTrail({ home, sidebar: onderwijs, crumbs, title: 'Onderwijs' })).toEqual([home, { name: 'Onderwijs' }]);
  });

  it('puts the area page above a category page', () => {
    const crumbs = [category('Basisonderwijs', '/basisonderwijs')];
    expect(docTrail({ home, sidebar: onderwijs, crumbs, title: 'Basisonderwijs' })).toEqual([
      home,
      { name: 'Onderwijs', link: '/onderwijs' },
      { name: 'Basisonderwijs' },
    ]);
  });

  it('shows a category whose page is unlisted without a link', () => {
    const crumbs = [category('Voortgezet onderwijs', '/voortgezet-onderwijs', true), link('Talentscan VO', '/x')];
    expect(docTrail({ home, sidebar: onderwijs, crumbs, title: 'Talentscan VO' })[2]).toEqual({
      name: 'Voortgezet onderwijs',
    });
  });

  it('gives a doc outside every sidebar the homepage and its title', () => {
    expect(docTrail({ home, sidebar: undefined, crumbs: null, title: 'Alle producten' })).toEqual([
      home,
      { name: 'Alle producten' },
    ]);
  });
});
