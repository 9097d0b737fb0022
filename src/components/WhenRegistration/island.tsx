import { buildIsland } from '../BuildIsland';

/** `<WhenRegistration …>` in MDX: its HTML from the build, its code only once the rounds have moved on. */
export default buildIsland(() => import('./index'), { dated: true });
