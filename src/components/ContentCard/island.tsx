import { buildIsland } from '../BuildIsland';
import { mediaType } from './mediaType';

/**
 * `<ContentCard>` in MDX: a card with an image is text and a picture, so its HTML comes from the
 * build; a card with a video or a slideshow has buttons to run, so it renders as itself.
 */
export default buildIsland(
  {
    load: () => import('./index'),
    // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
    moduleId: () => require.resolveWeak('./index'),
    pick: (module) => module.default,
  },
  { keep: (props) => mediaType(props) === 'image' },
);
