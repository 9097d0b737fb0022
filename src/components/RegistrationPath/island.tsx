import { buildIsland } from '../BuildIsland';

/** `<RegistrationPath />` in MDX: its HTML from the build, its code only where the page renders in the browser. */
export default buildIsland(
  { load: () => import('./index'), moduleId: () => require.resolveWeak('./index'), pick: (module) => module.default },
  { dated: true },
);
