import { buildIsland } from '../BuildIsland';

/** `<Fact />` in MDX: the sentence from the build, the facts' code only where the page renders in the browser. */
export default buildIsland(
  {
    load: () => import('./index'),
    // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
    moduleId: () => require.resolveWeak('./index'),
    pick: (module) => module.default,
  },
  { inline: true },
);
