import { buildIsland } from '../BuildIsland';

/** `<WhenRegistration …>` in MDX: its HTML from the build, its code only once the rounds have moved on. */
export default buildIsland(
  {
    load: () => import('./index'),
    // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
    moduleId: () => require.resolveWeak('./index'),
    pick: (module) => module.default,
  },
  { dated: true },
);
