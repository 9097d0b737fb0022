import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderAt } from '@site/test/support/dom/render';
import { loadSearch, searchSite, type SearchAnswer } from '../pagefind';
import SiteSearch from '..';

jest.mock('../pagefind', () => ({ loadSearch: jest.fn(), searchSite: jest.fn() }));

const loadSearchMock = jest.mocked(loadSearch);
const searchSiteMock = jest.mocked(searchSite);

const DOORSTROOM: SearchAnswer = {
  total: 2,
  hits: [
    {
      url: '/onderwijs/doorstroomtoets',
      title: 'Doorstroomtoets',
      excerpt: 'De <mark>Doorstroomtoets</mark> in groep 8 &amp; de uitslag.',
    },
    { url: '/nieuws-en-achtergronden/2026/x', title: 'Aanmelden geopend', excerpt: 'Meld uw school aan.' },
  ],
};

/** The search box with the router's current address beside it, to see where Enter went. */
function renderSearch(locale: 'nl' | 'ro' = 'nl', path = '/') {
  return renderAt(
    <>
      <SiteSearch />
      <Route
        path="*"
        render={({ location }) => <output aria-label="adres">{location.pathname + location.search}</output>}
      />
    </>,
    { locale, path },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Zoeken op de site' });

beforeEach(() => {
  loadSearchMock.mockReset().mockReturnValue(new Promise(() => undefined));
  searchSiteMock
    .mockReset()
    .mockImplementation(async (_base, _locale, query) =>
      query.startsWith('doorstroom') ? DOORSTROOM : { total: 0, hits: [] },
    );
});

describe('SiteSearch', () => {
  it('is a labelled combobox in a search landmark that loads nothing until it is focused', async () => {
    const user = userEvent.setup();
    renderSearch();
    expect(screen.getByRole('search', { name: 'Zoeken op de site' })).toContainElement(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(loadSearchMock).not.toHaveBeenCalled();
    await user.click(box());
    expect(loadSearchMock).toHaveBeenCalledWith('/');
  });

  it('lists the results with title, section and the excerpt, matches marked, and announces how many', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'doorstroom');
    const listbox = await screen.findByRole('listbox', { name: 'Zoeken op de site' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'DoorstroomtoetsProductDe Doorstroomtoets in groep 8 & de uitslag.',
      'Aanmelden geopendNieuwsMeld uw school aan.',
      'Alle 2 resultaten voor “doorstroom”',
    ]);
    expect(within(options[0]).getByText('Doorstroomtoets', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 resultaten');
    expect(searchSiteMock).toHaveBeenLastCalledWith('/', 'nl', 'doorstroom', 6);
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'doorstroom');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('/onderwijs/doorstroomtoets');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the results page with Enter when no result is chosen, in the visitor’s locale', async () => {
    const user = userEvent.setup();
    renderSearch('ro', '/ro/');
    await user.type(box(), 'doorstroom toets{Enter}');
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('/ro/cautare?q=doorstroom%20toets');
  });

  it('closes the list with Escape and opens it again with an arrow key', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'doorstroom');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(box(), 'xylofoon');
    expect(await screen.findByText('Geen resultaten voor “xylofoon”', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Geen resultaten voor “xylofoon”');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is focused by "/" and by Ctrl+K, but "/" typed in another field stays text', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <label>
          Naam <input />
        </label>
        <SiteSearch />
      </>,
    );
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');

    const other = screen.getByRole('textbox', { name: 'Naam' });
    await user.click(other);
    await user.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(other).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
  });

  it('on narrow screens opens behind a button, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderSearch();
    const toggle = screen.getByRole('button', { name: 'Zoeken' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
