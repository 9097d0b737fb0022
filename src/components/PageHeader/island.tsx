import { buildIsland } from '../BuildIsland';

/**
 * The page header of docs, news posts and MDX pages, from their front matter: text, links and an
 * image that change nothing once shown, so its HTML comes from the build.
 */
export default buildIsland({
  load: () => import('./index'),
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
