import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { SUCCESS_MESSAGE_MS, XSRF } from '@site/src/domain/constants';
import { renderAt } from '@site/test/support/dom/render';
import { mockFetch } from '@site/test/support/dom/mocks/fetch';
import FormShell from '..';
import { EmailField, TextField } from '../../fields';
import { receivedThankYou } from '../../thankYouNote';

type Values = { name?: string; email?: string };

const validate = (values: Values) => {
  const errors: Record<string, string> = {};
  if (!values.name || values.name.length < 2) errors.name = 'Vul minimaal 2 tekens in';
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'Vul een geldig e-mailadres in';
  return errors;
};

function renderForm(props: Partial<React.ComponentProps<typeof FormShell<Values>>> = {}) {
  return renderAt(
    <>
      <h1>Contact</h1>
      <FormShell<Values> type="contact-form" label="Testformulier" initialValues={{}} validate={validate} {...props}>
        <TextField name="name" label="Naam" required />
        <EmailField name="email" label="E-mail" required />
      </FormShell>
      <Route render={({ location }) => <p data-testid="location">{location.pathname + location.search}</p>} />
    </>,
    { path: '/contactformulier' },
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const summary = () => screen.getByRole('group', { name: 'Het formulier is nog niet compleet' });

jest.setTimeout(20_000);
beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = `${XSRF.cookie}=token-123; path=/`;
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the explained submit', () => {
  it('is reached with Tab and enabled while the form is invalid, and pressing it shows a focused summary with a link per problem', async () => {
    const { calls } = mockFetch(() => ({ body: 'ok' }));
    const user = setup();
    renderForm();
    await user.type(screen.getByLabelText('Naam *'), 'A');
    await user.tab(); // to E-mail
    await user.tab(); // to the button: still in the Tab order
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect(send).toHaveFocus();
    expect(send).toBeEnabled();
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');

    expect(summary()).toHaveFocus();
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Naam: Vul minimaal 2 tekens in',
      'E-mail: Vul een geldig e-mailadres in',
    ]);
    expect(links[1]).toHaveAttribute('href', `#${screen.getByLabelText('E-mail *').id}`);
    // Nothing was sent and nothing typed was lost; each field shows its own message too.
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Naam *')).toHaveValue('A');
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription('Vul een geldig e-mailadres in');

    await user.click(links[1]);
    expect(screen.getByLabelText('E-mail *')).toHaveFocus();
  });

  it('Enter in a field of an invalid form does the same', async () => {
    mockFetch(() => ({ body: 'ok' }));
    const user = setup();
    renderForm();
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl{Enter}');
    expect(summary()).toHaveFocus();
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Naam: Vul minimaal 2 tekens in']);
    expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@school.nl');
  });

  it('drops the problems put right from the summary, and sends once all are', async () => {
    const { calls } = mockFetch(() => ({ body: 'Bedankt voor uw bericht.' }));
    const user = setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(within(summary()).getAllByRole('link')).toHaveLength(2);
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    expect(within(summary()).getAllByRole('link')).toHaveLength(1);
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Het formulier is nog niet compleet' })).not.toBeInTheDocument();
  });

  it('focuses the success message, and the heading above the form once it hides after 10 seconds', async () => {
    mockFetch(() => ({ body: 'Bedankt voor uw bericht.' }));
    const user = setup();
    renderForm();
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt voor uw bericht.');
    act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS));
    expect(screen.getByRole('heading', { name: 'Contact' })).toHaveFocus();
  });

  it('focuses the error message of a refused submission', async () => {
    mockFetch(() => ({ status: 400, body: 'Het e-mailadres is ongeldig.' }));
    const user = setup();
    renderForm();
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Het e-mailadres is ongeldig\.$/));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('hands the thank-you page its note in sessionStorage, not in the address', async () => {
    mockFetch(() => ({ status: 307, body: '/formulier/bedankt?formulier=contact-form' }));
    const user = setup();
    renderForm({ thankYou: (values) => ({ form: 'Testformulier', school: 'De Wilg', emails: [values.email!] }) });
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulier/bedankt?formulier=contact-form'),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('anna');
    expect(receivedThankYou()).toEqual({
      form: 'Testformulier',
      school: 'De Wilg',
      emails: ['anna@school.nl'],
      rows: [],
    });
  });
});
