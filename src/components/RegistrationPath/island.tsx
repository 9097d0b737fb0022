import { buildIsland } from '../BuildIsland';

/** `<RegistrationPath />` in MDX: its HTML from the build, its code only where the page renders in the browser. */
export default buildIsland(() => import('./index'), { dated: true });
