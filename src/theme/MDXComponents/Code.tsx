// Change: not a wrapper on purpose. The theme's version imports CodeBlock (and Prism) into every
// MDX page; fenced code blocks are now turned into <FencedCode> by plugins/remark-fenced-code, so
// what reaches this component is inline code only.
import React, { type ComponentProps } from 'react';
import CodeInline from '@theme/CodeInline';

export default function MDXCode(props: ComponentProps<'code'>) {
  return <CodeInline {...props} />;
}
