import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderAt } from '@site/test/support/dom/render';
import { searchSite } from '../pagefind';
import ResultsPage from '../ResultsPage';

jest.mock('../pagefind', () => ({ loadSearch: jest.fn(), searchSite: jest.fn() }));

const searchSiteMock = jest.mocked(searchSite);

function renderPage(path: string, locale: 'nl' | 'ro' = 'nl') {
  return renderAt(
    <>
      <ResultsPage />
      <Route path="*" render={({ location }) => <output aria-label="adres">{location.search}</output>} />
    </>,
    { path, locale },
  );
}

beforeEach(() => {
  searchSiteMock.mockReset().mockImplementation(async (_base, _locale, query, limit) => ({
    total: 25,
    hits: Array.from({ length: Math.min(limit, 25) }, (_, index) => ({
      url: `/onderwijs/pagina-${index}`,
      title: `${query} ${index}`,
      excerpt: `Over de <mark>${query}</mark>.`,
    })),
  }));
});

describe('ResultsPage', () => {
  it('searches the query of a shared link and lists the results as links with section and excerpt', async () => {
    renderPage('/zoeken?q=doorstroom');
    expect(await screen.findByText('25 resultaten')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(within(items[0]).getByRole('link', { name: 'doorstroom 0' })).toHaveAttribute('href', '/onderwijs/pagina-0');
    expect(within(items[0]).getByText('Product')).toBeInTheDocument();
    expect(within(items[0]).getByText('doorstroom', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoekterm' })).toHaveValue('doorstroom');
  });

  it('shows more results on request, and a new search replaces the query in the address', async () => {
    const user = userEvent.setup();
    renderPage('/zoeken?q=doorstroom');
    await screen.findByText('25 resultaten');
    await user.click(screen.getByRole('button', { name: 'Meer resultaten tonen' }));
    expect(await screen.findByText('doorstroom 24', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer resultaten tonen' })).not.toBeInTheDocument();

    const field = screen.getByRole('searchbox', { name: 'Zoekterm' });
    await user.clear(field);
    await user.type(field, 'talentscan{Enter}');
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('?q=talentscan');
    expect(await screen.findByText('talentscan 0', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('without a query asks for one and searches nothing', () => {
    renderPage('/zoeken');
    expect(screen.getByText('Typ een zoekterm, bijvoorbeeld de naam van een product.')).toBeInTheDocument();
    expect(searchSiteMock).not.toHaveBeenCalled();
  });
});
