import { buildIsland } from '../BuildIsland';

/**
 * The page header of docs, news posts and MDX pages, from their front matter: text, links and an
 * image that change nothing once shown, so its HTML comes from the build.
 */
export default buildIsland({
  load: () => import('./index'),
  // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
