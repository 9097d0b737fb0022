import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch, setXsrfCookie } from '@site/test/support/dom/mocks/fetch';
import SchemaForm, { type JsonSchema, type UiElement } from '..';

const schema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', format: 'email' },
    category: { enum: ['vraag', 'storing'] },
    product: { enum: ['doorstroomtoets', 'proeftoets', 'talentscan-vo'] },
    urgent: { type: 'boolean' },
    pupils: { type: 'integer', minimum: 1 },
    description: { type: 'string' },
    steps: {
      type: 'array',
      items: { type: 'object', properties: { description: { type: 'string' } }, required: ['description'] },
    },
  },
  required: ['name', 'email', 'category', 'description'],
  additionalProperties: false,
};

const uischema: UiElement = {
  type: 'VerticalLayout',
  elements: [
    { type: 'Label', text: 'Beschrijf uw vraag zo precies mogelijk.' },
    {
      type: 'HorizontalLayout',
      elements: [
        { type: 'Control', scope: '#/properties/name', label: 'Naam' },
        { type: 'Control', scope: '#/properties/email', label: 'E-mail' },
      ],
    },
    {
      type: 'Control',
      scope: '#/properties/category',
      label: 'Soort vraag',
      options: { labels: { vraag: 'Vraag', storing: 'Storing' } },
    },
    {
      type: 'Control',
      scope: '#/properties/product',
      label: 'Product',
      options: {
        groups: [
          { label: 'Basisonderwijs', values: ['doorstroomtoets', 'proeftoets'] },
          { label: 'Voortgezet onderwijs', values: ['talentscan-vo'] },
        ],
        labels: { doorstroomtoets: 'Doorstroomtoets', proeftoets: 'Proeftoets', 'talentscan-vo': 'Talentscan VO' },
      },
    },
    { type: 'Control', scope: '#/properties/urgent', label: 'Het is dringend' },
    { type: 'Control', scope: '#/properties/pupils', label: 'Aantal leerlingen' },
    { type: 'Control', scope: '#/properties/description', label: 'Omschrijving', options: { multi: true } },
    {
      type: 'Group',
      label: 'Stappen',
      elements: [
        {
          type: 'Control',
          scope: '#/properties/steps',
          label: 'Stappen om het probleem te zien',
          options: { columns: { description: 'Wat deed u?' }, addLabel: 'Stap toevoegen' },
        },
      ],
    },
  ],
};

function renderSchemaForm(props: Partial<React.ComponentProps<typeof SchemaForm>> = {}) {
  return renderAt(<SchemaForm schema={schema} uischema={uischema} label="Aanvraag" endpoint="/api/send" {...props} />);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Naam *'), 'Anna de Vries');
  await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Soort vraag' }), 'Storing');
  await user.type(screen.getByRole('textbox', { name: 'Omschrijving' }), 'De toets start niet.');
}

// Typing whole forms with user-event is slow on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => setXsrfCookie());

afterEach(() => jest.restoreAllMocks());

describe('SchemaForm', () => {
  it("shows 'Loading...' until the schema is there", () => {
    renderSchemaForm({ schema: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('renders each property with the kit control its schema and UI schema call for', () => {
    renderSchemaForm();
    expect(screen.getByText('Beschrijf uw vraag zo precies mogelijk.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    const category = screen.getByRole('combobox', { name: 'Soort vraag' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maak een keuze', 'Vraag', 'Storing']);
    expect(screen.getByRole('checkbox', { name: 'Het is dringend' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Aantal leerlingen' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('textbox', { name: 'Omschrijving' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Stappen' })).toBeInTheDocument();
  });

  it('renders a grouped select from the UI schema groups', () => {
    renderSchemaForm();
    const product = screen.getByRole('combobox', { name: 'Product' });
    const groups = within(product).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Basisonderwijs', 'Voortgezet onderwijs']);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Doorstroomtoets', 'Proeftoets']);
  });

  it("says 'should have required property …' for a required field left empty, after interaction", async () => {
    const user = userEvent.setup();
    renderSchemaForm();
    const name = screen.getByLabelText('Naam *');
    expect(screen.queryByText("should have required property 'name'")).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription("should have required property 'name'");
    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Vul minimaal 2 tekens in');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@');
    await user.tab();
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
  });

  it("shows 'No data' in an empty table, adds rows and asks 'Are you sure you wish to delete this item?' before deleting", async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm');
    renderSchemaForm();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Wat deed u?' })).toHaveTextContent('Wat deed u? *');

    await user.click(screen.getByRole('button', { name: 'Stap toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Stap toevoegen' }));
    await user.type(screen.getByRole('textbox', { name: 'Wat deed u? 1' }), 'Inloggen');
    await user.type(screen.getByRole('textbox', { name: 'Wat deed u? 2' }), 'Toets openen');
    expect(within(table).queryByText('No data')).not.toBeInTheDocument();

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Verwijderen (rij 1)' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you wish to delete this item?');
    expect(screen.getByRole('textbox', { name: 'Wat deed u? 1' })).toHaveValue('Inloggen');

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Verwijderen (rij 1)' }));
    expect(screen.getByRole('textbox', { name: 'Wat deed u? 1' })).toHaveValue('Toets openen');
    expect(screen.queryByRole('textbox', { name: 'Wat deed u? 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stap toevoegen' })).toHaveFocus();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Verwijderen (rij 1)' }));
    expect(within(table).getByText('No data')).toBeInTheDocument();
  });

  it('keeps the form unsendable while a table row misses a required cell', async () => {
    const user = userEvent.setup();
    renderSchemaForm();
    await fillRequired(user);
    expect(screen.getByRole('button', { name: 'Versturen' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Stap toevoegen' }));
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Wat deed u? 1' }), 'Inloggen');
    expect(screen.getByRole('button', { name: 'Versturen' })).not.toHaveAttribute('aria-disabled');
  });

  it("says 'No applicable renderer found.' or '… cell found.' where nothing fits", () => {
    renderSchemaForm({
      schema: {
        type: 'object',
        properties: {
          nothing: { type: 'null' },
          rows: {
            type: 'array',
            items: { type: 'object', properties: { nested: { type: 'object', properties: {} } } },
          },
        },
      },
      uischema: {
        type: 'VerticalLayout',
        elements: [
          { type: 'Control', scope: '#/properties/nothing' },
          { type: 'Control', scope: '#/properties/missing' },
          { type: 'Control', scope: '#/properties/rows' },
        ],
      },
      initialValues: { rows: [{}] },
    });
    expect(screen.getAllByText('No applicable renderer found.')).toHaveLength(2);
    expect(screen.getByText('No applicable cell found.')).toBeInTheDocument();
  });

  it('renders every property one under the other without a UI schema, labels from titles or keys', () => {
    renderSchemaForm({
      uischema: undefined,
      schema: {
        type: 'object',
        properties: { school_name: { type: 'string', title: 'School' }, first_name: { type: 'string' } },
      },
    });
    expect(screen.getByRole('textbox', { name: 'School' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('posts the values (no type) and shows the answer as the status; non-ok as an error', async () => {
    const user = userEvent.setup();
    let answer = { status: 200, body: 'Uw aanvraag is ontvangen met nummer 42.' };
    const { calls } = mockFetch(() => answer);
    renderSchemaForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Uw aanvraag is ontvangen met nummer 42.'),
    );
    expect(calls[0].url).toBe('/api/send');
    expect(calls[0].body).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@school.nl',
      category: 'storing',
      description: 'De toets start niet.',
      urgent: false,
      steps: [],
    });
    expect(calls[0].body).not.toHaveProperty('type');

    answer = { status: 502, body: 'De helpdesk is nu niet bereikbaar.' };
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: De helpdesk is nu niet bereikbaar.'),
    );
    expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries');
  });
});
