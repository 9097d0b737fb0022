import { formIsland } from '../../formIsland';

/** The round's form on its page: its built HTML at once, its code on first use (or at once for a personal link). */
export default formIsland({
  load: () => import('./index'),
  // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
