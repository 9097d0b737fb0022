import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { BOT_FIELDS, SUCCESS_MESSAGE_MS, XSRF } from '@site/src/domain/constants';
import { renderAt } from '@site/test/support/dom/render';
import { deferred, mockFetch, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import FormShell from '..';
import { EmailField, TextField } from '../../fields';

type Values = { name?: string; email?: string };

const validate = (values: Values) => {
  const errors: Record<string, string> = {};
  if (!values.name || values.name.length < 2) errors.name = 'Vul minimaal 2 tekens in';
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'Vul een geldig e-mailadres in';
  return errors;
};

function renderForm(props: Partial<React.ComponentProps<typeof FormShell<Values>>> = {}, locale: 'nl' | 'ro' = 'nl') {
  return renderAt(
    <>
      <FormShell<Values> type="contact-form" label="Testformulier" initialValues={{}} validate={validate} {...props}>
        <TextField name="name" label="Naam" required />
        <EmailField name="email" label="E-mail" required />
      </FormShell>
      <Route render={({ location }) => <p data-testid="location">{location.pathname + location.search}</p>} />
    </>,
    { path: '/contactformulier', locale },
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

async function fillValid(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText('Naam *'), 'Anna de Vries');
  await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

// Typing whole forms with user-event is slow on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers();
  // The server sets this cookie on every page; one test below covers a visitor without it.
  document.cookie = `${XSRF.cookie}=token-123; path=/`;
});
afterEach(() => jest.useRealTimers());

describe('FormShell', () => {
  it("labels the button 'Versturen' by default and never marks it unavailable, however incomplete the form", async () => {
    mockFetch(() => ({ body: 'ok' }));
    const user = setup();
    renderForm();
    expect(button('Versturen')).toBeEnabled();
    expect(button('Versturen')).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    expect(button('Versturen')).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByLabelText('E-mail *'), 'anna@school.nl');
    expect(button('Versturen')).not.toHaveAttribute('aria-disabled');
  });

  it('uses a given submit label', () => {
    renderForm({ submitLabel: 'Aanmelden' });
    expect(button('Aanmelden')).toBeInTheDocument();
  });

  it('posts { type, ...values } as JSON with an Idempotency-Key, the XSRF header and the bot-defence fields', async () => {
    const { calls } = mockFetch(() => ({ body: 'Bedankt voor uw bericht.' }));
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect(call.url).toBe('/api/process-form');
    expect(call.method).toBe('POST');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers[XSRF.header]).toBe('token-123');
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    // The server answers in the language of the page that posted.
    expect(call.headers['Accept-Language']).toBe('nl');
    expect(call.body).toEqual({
      type: 'contact-form',
      name: 'Anna de Vries',
      email: 'anna@school.nl',
      [BOT_FIELDS.honeypot]: '',
      [BOT_FIELDS.startedAt]: expect.any(Number),
      // Measured by the browser's monotonic clock from opening to sending.
      [BOT_FIELDS.fillTime]: expect.any(Number),
    });
    expect((call.body as Record<string, number>)[BOT_FIELDS.fillTime]).toBeGreaterThanOrEqual(0);
  });

  it('on the Romanian site asks the server for a Romanian answer', async () => {
    const { calls } = mockFetch(() => ({ status: 400, body: 'Câmpul „E-mail” nu conține o adresă de e-mail validă.' }));
    const user = setup();
    renderForm({}, 'ro');
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].headers['Accept-Language']).toBe('ro');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Câmpul „E-mail” nu conține o adresă de e-mail validă\.$/),
    );
  });

  it('fetches the XSRF token first when the cookie is missing', async () => {
    document.cookie = `${XSRF.cookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const answer = deferred<MockAnswer>();
    const { calls } = mockFetch(({ url }) =>
      url === '/api/csrf' ? { body: { token: 'fresh-token' } } : answer.promise,
    );
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/csrf', 'POST /api/process-form']);
    expect(calls[1].headers[XSRF.header]).toBe('fresh-token');
    await act(async () => answer.resolve({ body: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('ok');
  });

  it('posts to a configured endpoint and leaves out type when none is given', async () => {
    const { calls } = mockFetch(() => ({ body: 'Verzonden' }));
    const user = setup();
    renderForm({ endpoint: '/api/send', type: undefined });
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/send');
    expect(calls[0].body).not.toHaveProperty('type');
  });

  it("shows 'Bezig met verzenden...' on an aria-disabled button with the submitting style while waiting", async () => {
    const answer = deferred<MockAnswer>();
    mockFetch(() => answer.promise);
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    const busy = button('Bezig met verzenden...');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveClass('submitting');
    expect(screen.getByRole('form', { name: 'Testformulier' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve({ body: 'ok' }));
    expect(button('Versturen')).not.toHaveClass('submitting');
  });

  it('on ok clears the form and shows the answer, hidden after 10 seconds', async () => {
    const answer = deferred<MockAnswer>();
    mockFetch(() => answer.promise);
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await act(async () => answer.resolve({ body: 'Bedankt voor uw bericht.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt voor uw bericht.');
    expect(screen.getByLabelText('Naam *')).toHaveValue('');
    expect(screen.getByLabelText('E-mail *')).toHaveValue('');
    // Cleared fields count as untouched again: no errors shown.
    expect(screen.queryByText('Vul minimaal 2 tekens in')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt voor uw bericht.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('on ok without text shows the default message', async () => {
    mockFetch(() => ({ body: '' }));
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bedankt! Uw gegevens zijn verzonden.'));
  });

  it('on 307 with a body clears the form and navigates to that address', async () => {
    mockFetch(() => ({ status: 307, body: '/formulier/bedankt?type=aanmeldformulier-po' }));
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulier/bedankt?type=aanmeldformulier-po'),
    );
    expect(screen.getByLabelText('Naam *')).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('on another non-ok answer shows the text alone (no English prefix) and keeps the values', async () => {
    mockFetch(() => ({ status: 400, body: 'Het e-mailadres is ongeldig.' }));
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Het e-mailadres is ongeldig\.$/));
    expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries');
    expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@school.nl');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(button('Versturen')).not.toHaveAttribute('aria-disabled');
  });

  describe('a form open too long (400 with X-Form-Expired)', () => {
    const EXPIRED = 'Dit formulier stond te lang open. Vernieuw de pagina; wat u invulde, blijft staan.';
    // The browser's clock runs a day ahead of the server's.
    const serverTime = () => Date.now() - 24 * 60 * 60_000;
    const expiredAnswer = (text = EXPIRED) => ({
      status: 400,
      body: text,
      headers: { 'x-form-expired': '1', date: new Date(serverTime()).toUTCString() },
    });

    beforeEach(() => sessionStorage.clear());

    it('shows the text, keeps the values, and after a reload puts them back, dated by the server’s clock', async () => {
      // The server's time could not be learned before (its answer came without a Date).
      const { calls } = mockFetch(() => (calls.length === 1 ? expiredAnswer() : { body: 'Bedankt voor uw bericht.' }), {
        serverTime: null,
      });
      const user = setup();
      const first = renderForm();
      await fillValid(user);
      await user.click(button('Versturen'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED));
      expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries');
      expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@school.nl');
      expect((calls[0].body as Record<string, number>)[BOT_FIELDS.startedAt]).toBeGreaterThan(serverTime() + 60_000);

      // The visitor reloads the page: a new form, filled with what they typed.
      first.unmount();
      act(() => jest.advanceTimersByTime(10_000));
      renderForm();
      await waitFor(() => expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries'));
      expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@school.nl');
      await user.click(button('Versturen'));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bedankt voor uw bericht.'));
      const startedAt = (calls[1].body as Record<string, number>)[BOT_FIELDS.startedAt];
      // By the server's clock: a little before now, not a day ahead.
      expect(startedAt).toBeLessThanOrEqual(serverTime());
      expect(startedAt).toBeGreaterThan(serverTime() - 60_000);

      // Put back once: the values are gone from storage; the clock's offset stays for the tab.
      const keys = Object.keys(sessionStorage);
      expect(keys.filter((key) => key.startsWith('amn-form-values:'))).toEqual([]);
      expect(keys).toContain('amn-form-clock-offset');
    });

    it('shows the Romanian text on the Romanian site and keeps the values', async () => {
      const romanian =
        'Acest formular a stat deschis prea mult timp. Reîncărcați pagina; ce ați completat rămâne păstrat.';
      mockFetch(() => expiredAnswer(romanian));
      const user = setup();
      renderForm({}, 'ro');
      await fillValid(user);
      await user.click(button('Versturen'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(romanian));
      expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries');
    });

    it('keeps nothing after another error', async () => {
      mockFetch(() => ({ status: 400, body: 'Het e-mailadres is ongeldig.' }));
      const user = setup();
      renderForm();
      await fillValid(user);
      await user.click(button('Versturen'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Het e-mailadres is ongeldig.'));
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('amn-form-values:'))).toEqual([]);
    });
  });

  it("learns the server's time before the first submit: a clock three hours fast sends its start by the server's", async () => {
    const serverTime = () => Date.now() - 3 * 60 * 60_000;
    const { calls, heads } = mockFetch(() => ({ body: 'Bedankt voor uw bericht.' }), { serverTime });
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bedankt voor uw bericht.'));
    expect(heads).toEqual(['/api/csrf']);
    const startedAt = (calls[0].body as Record<string, number>)[BOT_FIELDS.startedAt];
    expect(startedAt).toBeLessThanOrEqual(serverTime() + 1000);
    expect(startedAt).toBeGreaterThan(serverTime() - 60_000);
  });

  it('on a network failure only leaves the submitting state: no message, values kept', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(button('Versturen')).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Naam *')).toHaveValue('Anna de Vries');
  });

  it('retries the same body after a network failure with the same Idempotency-Key, and a new body with a new key', async () => {
    let online = false;
    const { calls } = mockFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 400, body: 'Nee' };
    });
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(button('Versturen')).not.toHaveAttribute('aria-disabled'));
    online = true;
    await user.click(button('Versturen'));
    await screen.findByText('Nee');
    await user.type(screen.getByLabelText('Naam *'), 'x');
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(3));
    const keys = calls.map((call) => call.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("lists what is still missing under 'Nog niet compleet:'", async () => {
    const user = setup();
    renderForm({
      checklist: (values) => [
        ...(values.name ? [] : ['Vul uw naam in']),
        ...(values.email ? [] : ['Vul uw e-mail in']),
      ],
    });
    expect(screen.getByText('Nog niet compleet:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vul uw naam in',
      'Vul uw e-mail in',
    ]);
    await user.type(screen.getByLabelText('Naam *'), 'Anna');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vul uw e-mail in']);
    await user.type(screen.getByLabelText('E-mail *'), 'a@b.nl');
    expect(screen.queryByText('Nog niet compleet:')).not.toBeInTheDocument();
  });

  it('sends what a bot typed into the hidden honeypot, which people cannot reach', async () => {
    const { calls } = mockFetch(() => ({ body: 'ok' }));
    const user = setup();
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>(`input[name="${BOT_FIELDS.honeypot}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'http://spam.example');
    await fillValid(user);
    await user.click(button('Versturen'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ [BOT_FIELDS.honeypot]: 'http://spam.example' });
  });
});
