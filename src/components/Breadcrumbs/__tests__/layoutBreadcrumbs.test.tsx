import React from 'react';
import { screen } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Breadcrumbs from '..';
import { LayoutBreadcrumbsProvider } from '../layoutBreadcrumbs';

describe('Breadcrumbs inside a layout that shows its own', () => {
  it('renders neither a bar nor a second BreadcrumbList', () => {
    renderAt(
      <>
        <Breadcrumbs items={[{ name: 'Homepage', link: '/' }, { name: 'Onderwijs' }]} />
        <LayoutBreadcrumbsProvider value={true}>
          <Breadcrumbs />
        </LayoutBreadcrumbsProvider>
      </>,
      { path: '/onderwijs' },
    );
    expect(screen.getAllByRole('navigation', { name: 'Kruimelpad' })).toHaveLength(1);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
