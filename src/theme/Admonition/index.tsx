// Change: loads the theme's admonitions (their icons and types, 2 KiB on the wire) only on a page
// that shows one; no content uses them today, yet the MDX components brought them to every page.
import type { Props } from '@theme/Admonition';
import { lazyBlock } from '@site/src/components/MdxBlocks/lazyBlock';

export default lazyBlock<Props>(() => import('@theme-original/Admonition'));
