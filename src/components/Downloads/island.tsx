import { buildIsland } from '../BuildIsland';

/** `<Downloads />` in MDX: a list of links that never changes once shown, so its HTML comes from the build. */
export default buildIsland({
  load: () => import('./index'),
  // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
