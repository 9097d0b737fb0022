import type { ClientModule } from '@docusaurus/types';

/** The classic theme's delay: a navigation quicker than this shows no bar. */
const DELAY_MS = 200;

type ProgressBar = { start(): void; done(): void };

let bar: ProgressBar | undefined;
let navigating = false;

/**
 * The classic theme's progress bar for slow navigations, with the same timing, but nprogress and
 * its styles are fetched the first time a navigation outlasts the delay, not with every page.
 */
const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const timeout = window.setTimeout(() => {
      if (bar) bar.start();
      else
        void import('./progressBar').then(({ default: loaded }) => {
          bar = loaded;
          if (navigating) loaded.start();
        });
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigating = false;
    bar?.done();
  },
};

export default clientModule;
