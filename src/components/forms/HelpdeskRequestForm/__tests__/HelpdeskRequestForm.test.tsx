import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import { HELPDESK_CATEGORIES, HELPDESK_PRODUCT_GROUPS } from '@site/src/domain/options';
import HelpdeskRequestForm from '..';

jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

/** English a JSON-schema renderer used to show: none of it may reach a visitor. */
const ENGLISH = /should have|required property|No data|Loading|Error|Are you sure|Portal\b/;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Naam *'), 'Piet Jansen');
  await user.type(screen.getByLabelText('E-mail *'), 'piet@school.nl');
  await user.type(screen.getByLabelText('School of bedrijf *'), 'CBS De Regenboog');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Waar gaat uw aanvraag over?' }), 'Storing');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Doorstroomtoets');
  await user.type(screen.getByLabelText('Omschrijving *'), 'Leerlingen kunnen niet inloggen.');
}

describe('HelpdeskRequestForm', () => {
  it('shows its controls at once, with the product list in Dutch', () => {
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
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
    expect(within(product).getByRole('option', { name: 'Portaal' })).toHaveValue('Portaal');
    expect(screen.getByLabelText('E-mail *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Omschrijving *').tagName).toBe('TEXTAREA');
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it("answers an empty submit with a Dutch summary ('… is verplicht.') and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'ok' }));
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const summary = await screen.findByRole('group', { name: 'Het formulier is nog niet compleet' });
    const text = summary.textContent ?? '';
    for (const message of [
      'Naam is verplicht.',
      'E-mail is verplicht.',
      'School of bedrijf is verplicht.',
      'Kies waar uw aanvraag over gaat.',
      'Product is verplicht.',
      'Omschrijving is verplicht.',
    ]) {
      expect(text).toContain(message);
    }
    expect(document.body.textContent).not.toMatch(ENGLISH);
    expect(calls).toEqual([]);
  });

  it('answers an empty submit on the Romanian site in Romanian', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: 'ok' }));
    renderAt(<HelpdeskRequestForm />, { path: '/ro/help/aanvraag', locale: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(document.body.textContent).toContain('Completați câmpul „Nume”.'));
    expect(document.body.textContent).not.toMatch(/is verplicht|should have|required property/);
  });

  it('lets the person add steps and remove one, with the focus on the field that takes its place', async () => {
    const user = userEvent.setup();
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    const steps = screen.getByRole('group', { name: 'Welke stappen zetten we om het probleem te zien?' });
    expect(within(steps).queryByRole('listitem')).toBeNull();

    await user.click(within(steps).getByRole('button', { name: '+ Een stap toevoegen' }));
    expect(within(steps).getByLabelText('Stap 1 *')).toHaveFocus();
    await user.keyboard('Open de toets');
    await user.click(within(steps).getByRole('button', { name: '+ Nog een stap toevoegen' }));
    expect(within(steps).getByLabelText('Stap 2 *')).toHaveFocus();
    await user.keyboard('Klik op Starten');

    await user.click(within(steps).getByRole('button', { name: 'Stap 1 verwijderen' }));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(1);
    expect(within(steps).getByLabelText('Stap 1 *')).toHaveValue('Klik op Starten');
    expect(within(steps).getByLabelText('Stap 1 *')).toHaveFocus();

    await user.click(within(steps).getByRole('button', { name: 'Stap 1 verwijderen' }));
    expect(within(steps).queryByRole('listitem')).toBeNull();
    expect(within(steps).getByRole('button', { name: '+ Een stap toevoegen' })).toHaveFocus();
  });

  it('posts to /api/send with the steps and shows its answer as the status', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'Uw aanvraag is verstuurd naar de helpdesk.' }));
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '+ Een stap toevoegen' }));
    await user.type(screen.getByLabelText('Stap 1 *'), 'Open de toets');
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

  it('an empty step stops the submit with its own message', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: 'ok' }));
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '+ Een stap toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(document.body.textContent).toContain('Beschrijving van de stap is verplicht.'));
    expect(calls).toEqual([]);
  });

  it("shows a non-ok answer as the server's text alone and keeps the values", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 503, body: 'De helpdesk is tijdelijk niet bereikbaar.' }));
    renderAt(<HelpdeskRequestForm />, { path: '/help/aanvraag' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^De helpdesk is tijdelijk niet bereikbaar\.$/),
    );
    expect(screen.getByLabelText('Naam *')).toHaveValue('Piet Jansen');
  });
});
