import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import FieldList from '..';
import { EmailField, TextField } from '../../fields';

type Contact = { first_name?: string; email?: string };
type Values = { contacts: Contact[] };

function renderList(initial: Contact[], props: { minItems?: number; maxItems?: number } = {}) {
  const seen: { values?: Values } = {};
  render(
    <Form<Values> onSubmit={() => undefined} initialValues={{ contacts: initial }}>
      {() => (
        <form>
          <FieldList<Contact>
            name="contacts"
            itemLabel={(index) => `Contactpersoon ${index + 1}`}
            newItem={() => ({ first_name: '', email: '' })}
            {...props}
          >
            {(prefix) => (
              <>
                <TextField name={`${prefix}.first_name`} label="Voornaam" required />
                <EmailField name={`${prefix}.email`} label="E-mail" required />
              </>
            )}
          </FieldList>
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              seen.values = values as Values;
              return null;
            }}
          </FormSpy>
        </form>
      )}
    </Form>,
  );
  return seen;
}

describe('FieldList', () => {
  it("adds items with '+ toevoegen' and removes them with '- verwijderen', keeping the first", async () => {
    const user = userEvent.setup();
    const seen = renderList([{ first_name: 'Anna', email: 'anna@school.nl' }], { minItems: 1 });
    const first = screen.getByRole('group', { name: 'Contactpersoon 1' });
    expect(within(first).getByLabelText('Voornaam *')).toHaveValue('Anna');
    expect(within(first).queryByRole('button', { name: /verwijderen/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ toevoegen' }));
    await user.click(screen.getByRole('button', { name: '+ toevoegen' }));
    const third = screen.getByRole('group', { name: 'Contactpersoon 3' });
    await user.type(within(third).getByLabelText('Voornaam *'), 'Cor');
    expect(seen.values!.contacts).toEqual([
      { first_name: 'Anna', email: 'anna@school.nl' },
      { first_name: '', email: '' },
      { first_name: 'Cor', email: '' },
    ]);

    await user.click(screen.getByRole('button', { name: '- verwijderen (Contactpersoon 2)' }));
    expect(seen.values!.contacts.map((contact) => contact.first_name)).toEqual(['Anna', 'Cor']);
    expect(within(screen.getByRole('group', { name: 'Contactpersoon 2' })).getByLabelText('Voornaam *')).toHaveValue(
      'Cor',
    );
    expect(screen.getByRole('button', { name: '+ toevoegen' })).toHaveFocus();
  });

  it('stops offering more items at the maximum', async () => {
    const user = userEvent.setup();
    renderList([{}], { maxItems: 2 });
    await user.click(screen.getByRole('button', { name: '+ toevoegen' }));
    expect(screen.queryByRole('button', { name: '+ toevoegen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });
});
