import React, { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route } from 'react-router-dom';
import { renderAt } from '@site/test/support/dom/render';
import { resetPluginData, setTestPluginData } from '@site/test/support/dom/mocks/docusaurus/useGlobalData';
import { buildIsland } from '..';

/** A block as the build would render it: a text of the day and a link in the site. */
function Notice({ day }: { day: string }) {
  return (
    <p>
      Aanmelden kan tot {day}. <a href="/formulier/aanmelding">Naar de aanmelding</a>
    </p>
  );
}
const loaded = { default: Notice };
type NoticeModule = typeof loaded;

/** The block's source as an island file gives it (outside a bundle its module id is never read). */
const source = (load: () => Promise<NoticeModule>) => ({
  load,
  moduleId: () => './Notice',
  pick: (module: NoticeModule) => module.default,
});

/** Where the router is: the island's links navigate within the site. */
const Location = () => <Route render={({ location }) => <output aria-label="adres">{location.pathname}</output>} />;

const page = (Island: (props: { day: string }) => React.ReactElement, day: string) => (
  <MemoryRouter initialEntries={['/onderwijs/doorstroomtoets']}>
    <Island day={day} />
    <Location />
  </MemoryRouter>
);

/** The page the server sent: the island rendered by the build, its block at hand as in the server's bundle. */
async function serverPage(day: string): Promise<HTMLElement> {
  const Island = buildIsland(source(() => Promise.resolve(loaded)));
  const warmUp = renderAt(<Island day={day} />);
  await screen.findByText(/Aanmelden kan tot/);
  warmUp.unmount();
  const container = document.createElement('div');
  // Out of the document while rendering: the build has no DOM to find server HTML in.
  const html = renderToString(page(Island, day));
  // In place: no Suspense boundary, whose content React may stream after the rest of the page.
  expect(html).not.toContain('<!--$');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The block loads and replaces the kept HTML in a transition: on a busy machine that takes more than waitFor's second. */
const LOADED_WITHIN = { timeout: 5000 };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetPluginData();
  jest.useRealTimers();
});

async function hydrate(container: HTMLElement, Island: (props: { day: string }) => React.ReactElement, day: string) {
  await act(async () => {
    root = hydrateRoot(container, page(Island, day));
  });
}

describe('buildIsland', () => {
  it('keeps the HTML the server sent and never loads the block, with its links navigating in the site', async () => {
    const container = await serverPage('15 november');
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, buildIsland(source(load)), 'iets anders');

    expect(screen.getByText(/Aanmelden kan tot 15 november/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Naar de aanmelding' }));
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('/formulier/aanmelding');
  });

  it('renders the block when the page is rendered in the browser (a client-side navigation)', async () => {
    const load = jest.fn(() => Promise.resolve(loaded));
    const Island = buildIsland(source(load));
    renderAt(<Island day="1 december" />);
    expect(await screen.findByText(/Aanmelden kan tot 1 december/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates a use the block does not call static as the block itself', async () => {
    const container = await serverPage('levend');
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, buildIsland(source(load), { keep: ({ day }) => day !== 'levend' }), 'levend');

    await waitFor(() => expect(screen.getByText(/Aanmelden kan tot levend/)).toBeInTheDocument(), LOADED_WITHIN);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a dated block’s HTML from the build day until the rounds’ next change', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00+01:00'), doNotFake: ['queueMicrotask', 'setTimeout'] });
    setTestPluginData('registration-rounds', { buildDay: '2026-11-16', roundTextsChangeOn: '2026-11-21' });
    const container = await serverPage('15 november');
    const load = jest.fn(() => Promise.resolve(loaded));
    await hydrate(container, buildIsland(source(load), { dated: true }), 'vandaag');

    expect(screen.getByText(/Aanmelden kan tot 15 november/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['before the build day', '2026-11-10'],
    ['on the rounds’ next change', '2026-11-21'],
  ])('replaces a dated block’s HTML by the block %s', async (_when, day) => {
    jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`), doNotFake: ['queueMicrotask', 'setTimeout'] });
    setTestPluginData('registration-rounds', { buildDay: '2026-11-16', roundTextsChangeOn: '2026-11-21' });
    const container = await serverPage('15 november');
    await hydrate(
      container,
      buildIsland(
        source(() => Promise.resolve(loaded)),
        { dated: true },
      ),
      'de dag van de bezoeker',
    );

    await waitFor(
      () => expect(screen.getByText(/Aanmelden kan tot de dag van de bezoeker/)).toBeInTheDocument(),
      LOADED_WITHIN,
    );
    expect(screen.queryByText(/15 november/)).not.toBeInTheDocument();
  });
});
