// Change: loads the theme's collapsible <details> only on a page that has one (none today).
import type { Props } from '@theme/MDXComponents/Details';
import { lazyBlock } from '@site/src/components/MdxBlocks/lazyBlock';

export default lazyBlock<Props>(() => import('@theme-original/MDXComponents/Details'));
