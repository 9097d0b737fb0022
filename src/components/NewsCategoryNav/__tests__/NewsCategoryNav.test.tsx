import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import NewsCategoryNav from '..';

const categories = [
  {
    key: 'basisonderwijs',
    label: 'Basisonderwijs',
    permalink: '/nieuws-en-achtergronden/categorie/basisonderwijs',
    count: 7,
  },
  { key: 'mbo', label: 'Middelbaar beroepsonderwijs', permalink: '/nieuws-en-achtergronden/categorie/mbo', count: 2 },
];

describe('NewsCategoryNav', () => {
  it('links to all posts and to every category, marking the overview current there', () => {
    renderAt(<NewsCategoryNav categories={categories} overview="/nieuws-en-achtergronden" />);
    const nav = screen.getByRole('navigation', { name: 'Categorieën' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alle berichten', '/nieuws-en-achtergronden'],
      ['Basisonderwijs', '/nieuws-en-achtergronden/categorie/basisonderwijs'],
      ['Middelbaar beroepsonderwijs', '/nieuws-en-achtergronden/categorie/mbo'],
    ]);
    expect(screen.getByRole('link', { name: 'Alle berichten' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the category page being shown', () => {
    renderAt(
      <NewsCategoryNav
        categories={categories}
        overview="/nieuws-en-achtergronden"
        current="/nieuws-en-achtergronden/categorie/mbo"
      />,
    );
    expect(screen.getByRole('link', { name: 'Middelbaar beroepsonderwijs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Alle berichten' })).not.toHaveAttribute('aria-current');
  });
});
