import { buildIsland } from '../BuildIsland';

/** `<Downloads />` in MDX: a list of links that never changes once shown, so its HTML comes from the build. */
export default buildIsland({
  load: () => import('./index'),
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
