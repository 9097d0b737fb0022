import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { HELPDESK_CATEGORIES, HELPDESK_PRODUCT_GROUPS } from '@site/src/domain/options';
import HelpdeskRequestForm from '..';
import { helpdeskJsonSchema } from '../jsonSchema';
import builtSchema from '../jsonSchema.json';

jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Naam *'), 'Piet Jansen');
  await user.type(screen.getByLabelText('E-mail *'), 'piet@school.nl');
  await user.type(screen.getByLabelText('School of bedrijf *'), 'CBS De Regenboog');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Waar gaat uw aanvraag over?' }), 'Storing');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Doorstroomtoets');
  await user.type(screen.getByLabelText('Omschrijving *'), 'Leerlingen kunnen niet inloggen.');
}

describe('HelpdeskRequestForm', () => {
  it('renders from the JSON Schema that the valibot schema gives now', () => {
    // On a difference: npx tsx -e "import {helpdeskJsonSchema} from './src/components/forms/HelpdeskRequestForm/jsonSchema'; console.log(JSON.stringify(helpdeskJsonSchema()))" > src/components/forms/HelpdeskRequestForm/jsonSchema.json
    expect(builtSchema).toEqual(helpdeskJsonSchema());
  });

  it("shows at once the controls derived from the domain's valibot schema", () => {
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Waar gaat uw aanvraag over?' });
    expect(
      within(category)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([...HELPDESK_CATEGORIES]);
    const product = screen.getByRole('combobox', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(HELPDESK_PRODUCT_GROUPS.map((group) => group.label));
    expect(screen.getByLabelText('Naam *')).toBeRequired();
    expect(screen.getByLabelText('E-mail *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Omschrijving *').tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('table')).getByText('No data')).toBeInTheDocument();
  });

  it('posts to /api/send and shows its answer as the status', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'Uw aanvraag is verstuurd naar de helpdesk.' }));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await screen.findByLabelText('Naam *');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '+ Stap toevoegen' }));
    await user.type(screen.getByRole('textbox', { name: 'Beschrijving van de stap 1' }), 'Open de toets');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Uw aanvraag is verstuurd naar de helpdesk.'),
    );
    expect(calls[0].url).toBe('/api/send');
    expect(calls[0].body).toMatchObject({
      name: 'Piet Jansen',
      email: 'piet@school.nl',
      school_or_company: 'CBS De Regenboog',
      category: 'Storing',
      product: 'Doorstroomtoets',
      description: 'Leerlingen kunnen niet inloggen.',
      steps: [{ description: 'Open de toets' }],
    });
  });

  it("shows a non-ok answer as 'Error: …' and keeps the values", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 503, body: 'De helpdesk is tijdelijk niet bereikbaar.' }));
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await screen.findByLabelText('Naam *');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: De helpdesk is tijdelijk niet bereikbaar.'),
    );
    expect(screen.getByLabelText('Naam *')).toHaveValue('Piet Jansen');
  });
});
