// Change: registers the site's content blocks so editors use them in any .mdx file without imports.
import MDXComponents from '@theme-original/MDXComponents';
import SubNavigation from '@site/src/components/SubNavigation';

export default {
  ...MDXComponents,
  SubNavigation,
};
