// The docs' root renders the 404 content for an address under it that names no doc; loaded on
// demand, it stays out of every doc page's chunk (with its header, tiles and search box).
import { lazyBlock } from '@site/src/components/MdxBlocks/lazyBlock';

export default lazyBlock<Record<string, never>>(() => import('@theme/NotFound/Content'));
