import { formIsland } from '../formIsland';

/** `<HelpdeskRequestForm />` on its page: the form's built HTML at once, its code on first use. */
export default formIsland({
  load: () => import('./index'),
  // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
  moduleId: () => require.resolveWeak('./index'),
  pick: (module) => module.default,
});
