import { buildIsland } from '../BuildIsland';

/** `<Downloads />` in MDX: a list of links that never changes once shown, so its HTML comes from the build. */
export default buildIsland(() => import('./index'));
