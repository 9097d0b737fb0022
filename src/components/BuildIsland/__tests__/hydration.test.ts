/**
 * What the islands rely on from React, checked against the react-dom the site ships, in both its
 * builds: a production page runs the production build, the other tests here run the development
 * one. While hydrating, an island renders its element with the HTML the server sent as
 * `dangerouslySetInnerHTML`, so the browser's first render produces the server's output, as
 * `hydrateRoot` requires. A React upgrade that re-parsed that HTML (new nodes: images fetched
 * again, focus lost), replaced it, or reported it as a mismatch fails here.
 */
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as ReactRouterDom from 'react-router-dom';
import type * as BuildIslandModule from '..';

type ReactBuild = {
  React: typeof ReactModule;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
  router: typeof ReactRouterDom;
  buildIsland: typeof BuildIslandModule.buildIsland;
};

/** React, react-dom, the router and the island module as loaded under one NODE_ENV: their own copies. */
function reactBuild(mode: 'development' | 'production'): ReactBuild {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  let build: ReactBuild | undefined;
  try {
    jest.isolateModules(() => {
      build = {
        React: jest.requireActual<typeof ReactModule>('react'),
        client: jest.requireActual<typeof ReactDomClient>('react-dom/client'),
        server: jest.requireActual<typeof ReactDomServer>('react-dom/server'),
        router: jest.requireActual<typeof ReactRouterDom>('react-router-dom'),
        buildIsland: jest.requireActual<typeof BuildIslandModule>('..').buildIsland,
      };
    });
  } finally {
    process.env.NODE_ENV = before;
  }
  return build!;
}

type Reports = { recoverable: unknown[]; caught: unknown[]; uncaught: unknown[]; consoleErrors: unknown[][] };

/** A static block with an image and a site link, as the build renders it. */
function islandPage(build: ReactBuild, load: jest.Mock) {
  const { React, router } = build;
  const h = React.createElement;
  const Figure = () =>
    h(
      'figure',
      null,
      h('img', { src: '/img/doorstroomtoets.webp', alt: 'Leerlingen aan het werk', width: 320, height: 200 }),
      h('figcaption', null, 'Aanmelden kan tot 15 november. ', h('a', { href: '/formulier/aanmelding' }, 'Aanmelden')),
    );
  const module = { default: Figure };
  load.mockImplementation(() => Promise.resolve(module));
  const Island = build.buildIsland({
    load,
    moduleId: () => './Figure',
    pick: (loaded: typeof module) => loaded.default,
  });
  const page = (after?: ReactModule.ReactElement) =>
    h(router.MemoryRouter, { initialEntries: ['/onderwijs/doorstroomtoets'] }, h('main', null, h(Island, {}), after));
  return { page, Island };
}

/** Renders the page in the browser until the block has come: then its module is at hand, as in the server's bundle. */
async function loadBlockOnce(build: ReactBuild, element: ReactModule.ReactElement): Promise<void> {
  const container = document.createElement('div');
  const root = build.client.createRoot(container);
  root.render(element);
  for (let tries = 0; !container.querySelector('figure') && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  root.unmount();
  expect(container.innerHTML).toBe('');
}

/** Hydrates the server's HTML in `container` and resolves once React has committed the hydration. */
async function hydrated(
  build: ReactBuild,
  container: Element,
  element: (after: ReactModule.ReactElement) => ReactModule.ReactElement,
  reports: Reports,
) {
  let committed: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => (committed = resolve));
  const Hydrated = () => {
    build.React.useEffect(() => committed(), []);
    return null;
  };
  const root = build.client.hydrateRoot(container, element(build.React.createElement(Hydrated)), {
    onRecoverableError: (error) => reports.recoverable.push(error),
    onCaughtError: (error) => reports.caught.push(error),
    onUncaughtError: (error) => reports.uncaught.push(error),
  });
  await hydration;
  return root;
}

let previousActEnvironment: unknown;
beforeAll(() => {
  // Hydrated as a browser does, outside act() (which production React lacks).
  previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe.each(['development', 'production'] as const)('an island hydrated by react-dom’s %s build', (mode) => {
  it('keeps the very nodes the server sent, never loads the block, and reports nothing', async () => {
    const build = reactBuild(mode);
    expect(build.React.version).toBe(jest.requireActual<{ version: string }>('react-dom/package.json').version);
    // The production build is the one without act().
    expect(typeof build.React.act).toBe(mode === 'production' ? 'undefined' : 'function');

    // The build: the block's code is in the server bundle; here it is loaded once by a browser render.
    const load = jest.fn();
    const { page } = islandPage(build, load);
    await loadBlockOnce(build, page());
    const html = build.server.renderToString(page());
    expect(html).toContain('Aanmelden kan tot 15 november');
    expect(html).not.toContain('<!--$');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const sent = {
      image: container.querySelector('img'),
      link: container.querySelector('a'),
      html: container.innerHTML,
    };
    load.mockClear();
    const reports: Reports = { recoverable: [], caught: [], uncaught: [], consoleErrors: [] };
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reports.consoleErrors.push(args));

    const root = await hydrated(build, container, page, reports);
    await new Promise((r) => setTimeout(r, 50));

    expect(container.querySelector('img')).toBe(sent.image);
    expect(container.querySelector('a')).toBe(sent.link);
    expect(sent.image?.isConnected).toBe(true);
    expect(container.innerHTML).toBe(sent.html);
    expect(load).not.toHaveBeenCalled();
    expect(reports).toEqual({ recoverable: [], caught: [], uncaught: [], consoleErrors: [] });
    root.unmount();
  });
});

describe('the check above', () => {
  it('sees a mismatch React reports while hydrating (a kept element whose HTML differs from the server’s)', async () => {
    const build = reactBuild('development');
    const h = build.React.createElement;
    const container = document.createElement('div');
    container.innerHTML = build.server.renderToString(h('div', null, h('p', null, 'Van de server')));
    document.body.append(container);
    const reports: Reports = { recoverable: [], caught: [], uncaught: [], consoleErrors: [] };
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reports.consoleErrors.push(args));

    const root = await hydrated(
      build,
      container,
      (after) => h(build.React.Fragment, null, h('div', { dangerouslySetInnerHTML: { __html: '' } }), after),
      reports,
    );
    expect(reports.consoleErrors.length + reports.recoverable.length).toBeGreaterThan(0);
    root.unmount();
  });
});
