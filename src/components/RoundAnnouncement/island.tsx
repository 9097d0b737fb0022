import { buildIsland } from '../BuildIsland';

/** `<RoundAnnouncement />` in MDX: its HTML from the build, its code only where the page renders in the browser. */
export default buildIsland(
  {
    load: () => import('./index'),
    // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
    moduleId: () => require.resolveWeak('./index'),
    pick: (module) => module.default,
  },
  { dated: true },
);
