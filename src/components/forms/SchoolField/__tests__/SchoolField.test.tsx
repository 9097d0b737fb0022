import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import type { School } from '@site/src/domain/school';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch } from '@site/test/support/dom/mocks/fetch';
import SchoolField, { type SchoolFieldProps } from '..';

const school: School = {
  naam: 'OBS De Klimop',
  instellingscode: '12AB',
  vestigingscode: '00',
  straatnaam: 'Schoolstraat',
  huisnummer: '1',
  postcode: '1234AB',
  plaatsnaam: 'Utrecht',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};

type Values = Record<string, unknown>;

function renderField(props: SchoolFieldProps = {}, initialValues: Values = {}) {
  const seen: { values: Values } = { values: {} };
  renderAt(
    <Form<Values> onSubmit={() => undefined} initialValues={initialValues}>
      {() => (
        <form>
          <SchoolField {...props} />
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              seen.values = values;
              return null;
            }}
          </FormSpy>
        </form>
      )}
    </Form>,
  );
  return seen;
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function findSchool(user: ReturnType<typeof setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Zoek uw school' }), '1234AB');
  await user.click(screen.getByRole('button', { name: 'Zoeken' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch(() => ({ body: [school] }));
});
afterEach(() => jest.useRealTimers());

describe('SchoolField', () => {
  it('puts the picked school into the form and tells the form', async () => {
    const user = setup();
    const onSchoolChange = jest.fn();
    const seen = renderField({ onSchoolChange });
    await findSchool(user);
    await user.click(screen.getByRole('radio', { name: /OBS De Klimop/ }));
    expect(seen.values.school).toEqual(school);
    expect(onSchoolChange).toHaveBeenCalledWith(school, expect.objectContaining({ change: expect.any(Function) }));
  });

  it('manual entry clears the school and shows the free fields with land; going back clears it again', async () => {
    const user = setup();
    const onSchoolChange = jest.fn();
    const seen = renderField({ allowManualEntry: true, withLand: true, onSchoolChange }, { manualEntry: false });
    await findSchool(user);
    await user.click(screen.getByRole('radio', { name: /OBS De Klimop/ }));

    await user.click(screen.getByRole('button', { name: 'Mijn school staat er niet bij: gegevens zelf invullen' }));
    expect(seen.values.manualEntry).toBe(true);
    expect(seen.values.school).toBeUndefined();
    expect(onSchoolChange).toHaveBeenLastCalledWith(null, expect.anything());
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    for (const label of ['Naam van de school *', 'Straatnaam *', 'Huisnummer *', 'Postcode *', 'Plaats *', 'Land']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Naam van de school *'), 'Deutsche Schule Brüssel');
    await user.type(screen.getByLabelText('Land'), 'België');
    expect(seen.values.school).toEqual({ naam: 'Deutsche Schule Brüssel', land: 'België' });
    expect(screen.getByText(/Staat uw school niet in de lijst/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Terug naar zoeken' }));
    expect(seen.values.manualEntry).toBe(false);
    expect(seen.values.school).toBeUndefined();
    expect(screen.getByRole('searchbox', { name: 'Zoek uw school' })).toBeInTheDocument();
  });

  it('asks no country when the form does not want it, and offers no manual entry unless allowed', async () => {
    const user = setup();
    renderField({ allowManualEntry: true }, { manualEntry: false });
    await user.click(screen.getByRole('button', { name: /gegevens zelf invullen/ }));
    expect(screen.queryByLabelText('Land')).not.toBeInTheDocument();
  });

  it('offers no manual entry unless allowed', () => {
    renderField();
    expect(screen.queryByRole('button', { name: /gegevens zelf invullen/ })).not.toBeInTheDocument();
  });
});
