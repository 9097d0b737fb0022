// Change: fenced code blocks load the highlighter (CodeBlock with Prism, ~30 KiB on the wire)
// only on pages that have one; the theme's version pulled it into every MDX page. Inline code
// renders at once, as in the theme.
import React, { Children, lazy, Suspense, type ComponentProps } from 'react';
import CodeInline from '@theme/CodeInline';
import type OriginalCode from '@theme-original/MDXComponents/Code';

type Props = ComponentProps<typeof OriginalCode>;

const CodeBlockCode = lazy(() => import('@theme-original/MDXComponents/Code'));

/** The theme's rule: text without a line break is inline code (an empty block has no children). */
function isInline({ children }: Props): boolean {
  return (
    typeof children !== 'undefined' &&
    Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props) {
  if (isInline(props)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<code>{props.children}</code>}>
      <CodeBlockCode {...props} />
    </Suspense>
  );
}
