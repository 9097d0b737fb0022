import React from 'react';
import CodeBlock from '@theme/CodeBlock';

type Props = {
  /** The fence's language (```yaml → 'yaml'). */
  language?: string;
  /** The rest of the fence line (title="…", line highlights). */
  meta?: string;
  code?: string;
};

/**
 * A fenced code block of an MDX page, put here by plugins/remark-fenced-code: the theme's
 * CodeBlock with the props the MDX `code` element would have given it.
 */
export default function FencedCode({ language, meta, code = '' }: Props) {
  return (
    <CodeBlock className={language ? `language-${language}` : undefined} metastring={meta}>
      {code}
    </CodeBlock>
  );
}
