import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import { ResourcePathProvider } from '@site/src/components/ResourcePath';
import Breadcrumbs from '..';

type ListItem = { '@type': string; position: number; name: string; item: string };

function structuredData() {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as {
    '@context': string;
    '@type': string;
    itemListElement: ListItem[];
  };
}

describe('Breadcrumbs', () => {
  it('shows the default trail: Homepage at the site root, then three external links', () => {
    renderAt(<Breadcrumbs />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Homepage', '/'],
      ['Alle producten', 'https://www.amn.nl/alle-producten'],
      ['Nieuws en achtergronden', 'https://www.amn.nl/nieuws-en-achtergronden'],
      ['Werken bij AMN', 'https://www.amn.nl/over-amn/vacatures'],
    ]);
  });

  it('emits the same trail as schema.org BreadcrumbList JSON-LD with absolute addresses', () => {
    renderAt(<Breadcrumbs />);
    const data = structuredData();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Homepage', item: 'https://www.amn.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Alle producten', item: 'https://www.amn.nl/alle-producten' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Nieuws en achtergronden',
        item: 'https://www.amn.nl/nieuws-en-achtergronden',
      },
      { '@type': 'ListItem', position: 4, name: 'Werken bij AMN', item: 'https://www.amn.nl/over-amn/vacatures' },
    ]);
  });

  it('gives a last crumb without link the path of the resource path, index stripped', () => {
    renderAt(
      <Breadcrumbs
        items={[
          { name: 'Homepage', link: '/' },
          { name: 'Onderwijs', link: '/onderwijs' },
          { name: 'Doorstroomtoets' },
        ]}
        __resourcePath="onderwijs/doorstroomtoets/index.mdx"
      />,
      { path: '/ergens-anders' },
    );
    const current = screen.getByText('Doorstroomtoets');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(structuredData().itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Doorstroomtoets',
      item: 'https://www.amn.nl/onderwijs/doorstroomtoets',
    });
  });

  it("takes the resource path from the page being rendered, extension stripped, under the locale's base URL", () => {
    renderAt(
      <ResourcePathProvider value="asistenta/intrebari-frecvente.mdx">
        <Breadcrumbs items={[{ name: 'Acasă', link: '/' }, { name: 'Întrebări frecvente' }]} />
      </ResourcePathProvider>,
      { locale: 'ro', path: '/ro/asistenta/intrebari-frecvente' },
    );
    const items = structuredData().itemListElement;
    expect(items.map((item) => item.item)).toEqual([
      'https://www.amn.nl/ro/',
      'https://www.amn.nl/ro/asistenta/intrebari-frecvente',
    ]);
  });

  it('falls back to the current location when no resource path is known', () => {
    renderAt(<Breadcrumbs items={[{ name: 'Homepage', link: '/' }, { name: 'Presentaties' }]} />, {
      path: '/presentaties',
    });
    expect(structuredData().itemListElement[1].item).toBe('https://www.amn.nl/presentaties');
  });

  it('keeps a crumb without link in the middle out of the structured data (it has no address)', () => {
    renderAt(
      <Breadcrumbs
        items={[
          { name: 'Homepage', link: '/' },
          { name: 'Onderwijs' },
          { name: 'Talentscan', link: '/onderwijs/talentscan-vo' },
        ]}
      />,
    );
    expect(structuredData().itemListElement.map((item) => item.name)).toEqual(['Homepage', 'Talentscan']);
  });
});
