import React, { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { MemoryRouter } from 'react-router-dom';
import { renderAt } from '@site/test/support/dom/render';
import { resetPluginData, setTestPluginData } from '@site/test/support/dom/mocks/docusaurus/useGlobalData';
import { liveOnUse } from '../liveOnUse';
import { useIslandShownSince } from '../shownSince';

type Sent = { school?: string; group?: string; agree?: boolean; contacts?: string[] };
const sent: Sent[] = [];
const shownSinceSeen: (number | null)[] = [];

/** A small form as the forms are built: react-final-form fields, sent by its own submit handler. */
function SignUp({ school = '' }: { school?: string }) {
  shownSinceSeen.push(useIslandShownSince());
  return (
    <Form<Sent>
      initialValues={{ school }}
      onSubmit={(values) => void sent.push(values)}
      mutators={{
        addContact: (_args, state, { changeValue }) =>
          changeValue(state, 'contacts', (list: string[] = []) => [...list, '']),
      }}
      render={({ handleSubmit, form, values }) => (
        <form aria-label="Aanmelding" onSubmit={(event) => void handleSubmit(event)}>
          <p>Contactpersonen: {values.contacts?.length ?? 0}</p>
          <button type="button" onClick={() => form.mutators.addContact()}>
            Contactpersoon toevoegen
          </button>
          <label>
            School <Field name="school" component="input" />
          </label>
          <label>
            <Field name="group" component="input" type="radio" value="7" /> Groep 7
          </label>
          <label>
            <Field name="group" component="input" type="radio" value="8" /> Groep 8
          </label>
          <label>
            <Field name="agree" component="input" type="checkbox" /> Akkoord
          </label>
          <button type="submit">Versturen</button>
        </form>
      )}
    />
  );
}
const loaded = { default: SignUp };
type SignUpModule = typeof loaded;

const source = (load: () => Promise<SignUpModule>) => ({
  load,
  moduleId: () => './SignUp',
  pick: (module: SignUpModule) => module.default,
});

const page = (Island: (props: object) => React.ReactElement) => (
  <MemoryRouter initialEntries={['/contactformulier']}>
    <Island />
  </MemoryRouter>
);

/** The page the server sent: the form rendered in place by the build. */
async function serverPage(): Promise<HTMLElement> {
  const Island = liveOnUse(source(() => Promise.resolve(loaded)));
  const warmUp = renderAt(<Island />);
  await screen.findByRole('form', { name: 'Aanmelding' });
  warmUp.unmount();
  const html = renderToString(page(Island));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  shownSinceSeen.length = 0;
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sent.length = 0;
  resetPluginData();
  jest.useRealTimers();
});

async function hydrate(container: HTMLElement, Island: (props: object) => React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, page(Island));
  });
}

/** Waits until the live block has replaced the built HTML (its fields then carry react-final-form's state). */
const live = () => waitFor(() => expect(shownSinceSeen.length).toBeGreaterThan(0));

describe('liveOnUse', () => {
  it('keeps the built form and loads nothing until the visitor uses it', async () => {
    const container = await serverPage();
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, liveOnUse(source(load)));

    expect(screen.getByRole('textbox', { name: 'School' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('carries what was typed, ticked and chosen before the code came into the live form, focus included', async () => {
    const container = await serverPage();
    let arrive: (module: SignUpModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<SignUpModule>((resolve) => (arrive = resolve)));
    await hydrate(container, liveOnUse(source(load)));

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Groep 8' }));
    await user.click(screen.getByRole('checkbox', { name: 'Akkoord' }));
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'De Klimop');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(loaded));
    await live();

    const school = screen.getByRole('textbox', { name: 'School' });
    expect(school).toHaveValue('De Klimop');
    expect(school).toHaveFocus();
    await user.type(school, ', Utrecht');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([{ school: 'De Klimop, Utrecht', group: '8', agree: true }]);
    expect(typeof shownSinceSeen[0]).toBe('number');
  });

  it('sends a form sent before its code came, once, when the code has come', async () => {
    const container = await serverPage();
    let arrive: (module: SignUpModule) => void = () => undefined;
    await hydrate(container, liveOnUse(source(() => new Promise<SignUpModule>((resolve) => (arrive = resolve)))));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'De Klimop{Enter}');
    expect(sent).toEqual([]);
    await act(async () => arrive(loaded));
    await waitFor(() => expect(sent).toEqual([{ school: 'De Klimop' }]));
  });

  it('keeps the focus on a button focused before the code came, so a key pressed after works', async () => {
    const container = await serverPage();
    let arrive: (module: SignUpModule) => void = () => undefined;
    await hydrate(container, liveOnUse(source(() => new Promise<SignUpModule>((resolve) => (arrive = resolve)))));

    act(() => screen.getByRole('button', { name: 'Versturen' }).focus());
    await act(async () => arrive(loaded));
    await live();
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(sent).toEqual([{ school: '' }]);
  });

  it('presses a button pressed before the code came once the code has come', async () => {
    const container = await serverPage();
    let arrive: (module: SignUpModule) => void = () => undefined;
    await hydrate(container, liveOnUse(source(() => new Promise<SignUpModule>((resolve) => (arrive = resolve)))));

    await userEvent.click(screen.getByRole('button', { name: 'Contactpersoon toevoegen' }));
    expect(screen.getByText('Contactpersonen: 0')).toBeInTheDocument();
    await act(async () => arrive(loaded));
    expect(await screen.findByText('Contactpersonen: 1')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('comes alive at once when the page asks for it (a link with a token, kept values)', async () => {
    const container = await serverPage();
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, liveOnUse(source(load), { liveAtOnce: () => true }));

    await live();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('comes alive at once, when dated, on a day after the rounds moved on since the build', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00+01:00'), doNotFake: ['queueMicrotask', 'setTimeout'] });
    setTestPluginData('registration-rounds', { buildDay: '2026-11-16', roundTextsChangeOn: '2026-11-21' });
    const container = await serverPage();
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, liveOnUse(source(load), { dated: true }));

    await live();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays built, when dated, on a day the built HTML holds for', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00+01:00'), doNotFake: ['queueMicrotask', 'setTimeout'] });
    setTestPluginData('registration-rounds', { buildDay: '2026-11-16', roundTextsChangeOn: '2026-11-21' });
    const container = await serverPage();
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, liveOnUse(source(load), { dated: true }));

    expect(load).not.toHaveBeenCalled();
  });

  it('leaves what the live form fills in itself (a prefill from the address) to it', async () => {
    const container = await serverPage();
    const prefilled = { default: () => <SignUp school="De Regenboog" /> };
    await hydrate(
      container,
      liveOnUse(
        source(() => Promise.resolve(prefilled)),
        { liveAtOnce: () => true },
      ),
    );

    await live();
    expect(screen.getByRole('textbox', { name: 'School' })).toHaveValue('De Regenboog');
  });

  it('renders the block at once on a page the browser renders itself', async () => {
    const load = jest.fn(() => Promise.resolve(loaded));
    const Island = liveOnUse(source(load));
    renderAt(<Island />);
    expect(await screen.findByRole('form', { name: 'Aanmelding' })).toBeInTheDocument();
    expect(shownSinceSeen.at(-1)).toBeNull();
  });
});
