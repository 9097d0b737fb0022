import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import type { School } from '@site/src/domain/school';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch } from '@site/test/support/dom/mocks/fetch';
import SchoolLookup from '..';

const school: School = {
  naam: 'BBS de Verwondering',
  instellingscode: '32JK',
  vestigingscode: '00',
  straatnaam: 'Melkweg',
  huisnummer: '13',
  postcode: '9306TC',
  plaatsnaam: 'ALTEVEER GEM NOORDENVELD',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the codes and address of the school picked in the finder', async () => {
  mockFetch(() => ({ body: [school] }));
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<SchoolLookup />, { path: '/help/school-zoeken' });
  await user.type(screen.getByRole('searchbox', { name: 'Zoek uw school' }), '9306 TC');
  await user.click(screen.getByRole('button', { name: 'Zoeken' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS);
  });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /BBS de Verwondering/ }));
  const details = screen.getByRole('region', { name: 'BBS de Verwondering' });
  const terms = within(details)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(details)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
    'BRIN-nummer': '32JK',
    Vestigingsnummer: '00',
    'BRIN en vestiging': '32JK00',
    Adres: 'Melkweg 13, 9306TC ALTEVEER GEM NOORDENVELD',
  });
});

it('asks a school not in the list for its details by mail, and speaks of no form: the page has none', () => {
  renderAt(<SchoolLookup />, { path: '/help/school-zoeken' });
  const notice = screen.getByText(/Staat uw school niet in de lijst/);
  expect(notice).toHaveTextContent(/Mail dan de naam, het adres en de plaats van uw school naar helpdesk@amn\.nl/);
  expect(notice).not.toHaveTextContent(/formulier/);
});
