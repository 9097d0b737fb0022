import React, { type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import {
  CheckboxField,
  DateField,
  EmailField,
  NumberField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '..';

type Values = Record<string, unknown>;

/** Renders fields in a bare final-form and shows the values, so tests read what the form holds. */
function renderFields(
  children: ReactNode,
  { initialValues = {}, validate }: { initialValues?: Values; validate?: (values: Values) => Values } = {},
) {
  const seen: { values: Values } = { values: {} };
  render(
    <Form<Values> onSubmit={() => undefined} initialValues={initialValues} validate={validate}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              seen.values = values;
              return null;
            }}
          </FormSpy>
          <button type="submit">Verstuur</button>
        </form>
      )}
    </Form>,
  );
  return seen;
}

describe('text fields', () => {
  it('link the label, mark required ones with a star and the required attribute', () => {
    renderFields(
      <>
        <TextField name="first_name" label="Voornaam" required />
        <TextField name="tussenvoegsel" label="Tussenvoegsel" />
      </>,
    );
    const required = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(screen.getByLabelText('Voornaam *')).toBe(required);
    expect(required).toBeRequired();
    const optional = screen.getByLabelText('Tussenvoegsel');
    expect(optional).not.toBeRequired();
    expect(optional.closest('div')!.textContent).not.toContain('*');
  });

  it('show an error only after interaction, linked with aria-describedby', async () => {
    const user = userEvent.setup();
    renderFields(<TextField name="first_name" label="Voornaam" required />, {
      validate: (values) => (values.first_name ? {} : { first_name: 'Vul je voornaam in' }),
    });
    const input = screen.getByLabelText('Voornaam *');
    expect(screen.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Vul je voornaam in');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Anna');
    expect(screen.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describe a field by its hint and error together', async () => {
    const user = userEvent.setup();
    renderFields(<EmailField name="email" label="E-mail" required hint="Hier sturen we de bevestiging naartoe." />, {
      validate: (values) => (values.email ? {} : { email: 'Vul een geldig e-mailadres in' }),
    });
    const input = screen.getByLabelText('E-mail *');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('Hier sturen we de bevestiging naartoe.');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Hier sturen we de bevestiging naartoe. Vul een geldig e-mailadres in');
  });

  it('hold text, and nothing for an emptied field', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <>
        <TextField name="name" label="Naam" />
        <TextareaField name="message" label="Bericht" />
      </>,
    );
    await user.type(screen.getByLabelText('Naam'), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Hallo{enter}daar');
    expect(seen.values).toEqual({ name: 'ab', message: 'Hallo\ndaar' });
    await user.clear(screen.getByLabelText('Naam'));
    expect(seen.values.name).toBeUndefined();
  });
});

describe('NumberField', () => {
  it('holds a number within its bounds', async () => {
    const user = userEvent.setup();
    const seen = renderFields(<NumberField name="amount" label="Aantal leerlingen" min={1} required />);
    const input = screen.getByRole('spinbutton', { name: 'Aantal leerlingen' });
    expect(input).toHaveAttribute('min', '1');
    await user.type(input, '27');
    expect(seen.values.amount).toBe(27);
    await user.clear(input);
    expect(seen.values.amount).toBeUndefined();
  });
});

describe('DateField', () => {
  it('holds an ISO day between min and max and describes the chosen day', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <DateField
        name="eerstedag"
        label="Eerste afnamedag"
        min="2026-01-26"
        max="2026-02-13"
        describeValue={(value) => `Gekozen: ${value}`}
      />,
    );
    const input = screen.getByLabelText('Eerste afnamedag');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-26');
    expect(input).toHaveAttribute('max', '2026-02-13');
    await user.type(input, '2026-02-02');
    expect(seen.values.eerstedag).toBe('2026-02-02');
    expect(input).toHaveAccessibleDescription('Gekozen: 2026-02-02');
  });
});

describe('CheckboxField', () => {
  it('holds a boolean, its label beside it, and shows its error once changed', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <CheckboxField name="akkoord" label="Ik ga akkoord met de algemene voorwaarden en privacyverklaring" required />,
      {
        initialValues: { akkoord: false },
        validate: (values) => (values.akkoord ? {} : { akkoord: 'Ga akkoord om verder te gaan' }),
      },
    );
    const box = screen.getByRole('checkbox', {
      name: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
    });
    expect(screen.getByLabelText('Ik ga akkoord met de algemene voorwaarden en privacyverklaring *')).toBe(box);
    expect(box).not.toBeChecked();
    expect(screen.queryByText('Ga akkoord om verder te gaan')).not.toBeInTheDocument();
    await user.click(box);
    expect(seen.values.akkoord).toBe(true);
    await user.click(box);
    expect(seen.values.akkoord).toBe(false);
    expect(box).toHaveAccessibleDescription('Ga akkoord om verder te gaan');
  });
});

describe('SelectField', () => {
  it('offers an empty choice first and holds the chosen value', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <SelectField
        name="job_title"
        label="Functie"
        required
        options={[
          { value: 'Leerkracht', label: 'Leerkracht' },
          { value: 'Directeur', label: 'Directeur' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Functie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maak een keuze', 'Leerkracht', 'Directeur']);
    await user.selectOptions(select, 'Directeur');
    expect(seen.values.job_title).toBe('Directeur');
    await user.selectOptions(select, '');
    expect(seen.values.job_title).toBeUndefined();
  });

  it('groups options under their group label (grouped select) and can start on the first option', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <SelectField
        name="product"
        label="Product"
        placeholder={false}
        options={[
          { label: 'Basisonderwijs', options: [{ value: 'doorstroomtoets', label: 'Doorstroomtoets' }] },
          { label: 'Voortgezet onderwijs', options: [{ value: 'talentscan-vo', label: 'Talentscan VO' }] },
        ]}
      />,
      { initialValues: { product: 'doorstroomtoets' } },
    );
    const select = screen.getByRole('combobox', { name: 'Product' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Basisonderwijs', 'Voortgezet onderwijs']);
    expect(within(groups[1]).getByRole('option', { name: 'Talentscan VO' })).toBeInTheDocument();
    await user.selectOptions(select, 'Talentscan VO');
    expect(seen.values.product).toBe('talentscan-vo');
  });
});

describe('RadioGroupField', () => {
  it('asks the question in a legend with one labelled radio per answer', async () => {
    const user = userEvent.setup();
    const seen = renderFields(
      <RadioGroupField
        name="previous_year_amn_doorstroomtoets"
        label="Heeft uw school vorig jaar de Doorstroomtoets van AMN afgenomen?"
        required
        options={[
          { value: 'Ja', label: 'Ja' },
          { value: 'Nee', label: 'Nee' },
        ]}
      />,
      {
        validate: (values) =>
          values.previous_year_amn_doorstroomtoets ? {} : { previous_year_amn_doorstroomtoets: 'Kies Ja of Nee' },
      },
    );
    const group = screen.getByRole('group', {
      name: 'Heeft uw school vorig jaar de Doorstroomtoets van AMN afgenomen?',
    });
    expect(group.querySelector('legend')).toHaveTextContent(/afgenomen\? \*$/);
    const [ja, nee] = within(group).getAllByRole('radio');
    expect(ja).toHaveAccessibleName('Ja');
    expect(nee).toBeRequired();
    await user.click(nee);
    expect(seen.values.previous_year_amn_doorstroomtoets).toBe('Nee');
    expect(nee).toBeChecked();
    expect(ja).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(group).not.toHaveAccessibleDescription();
  });

  it('links its error to the group after interaction', async () => {
    const user = userEvent.setup();
    renderFields(
      <RadioGroupField
        name="answer"
        label="Vraag"
        options={[
          { value: 'Ja', label: 'Ja' },
          { value: 'Nee', label: 'Nee' },
        ]}
      />,
      { validate: () => ({ answer: 'Kies Ja of Nee' }) },
    );
    const group = screen.getByRole('group', { name: 'Vraag' });
    expect(group).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(group).toHaveAccessibleDescription('Kies Ja of Nee');
  });
});
