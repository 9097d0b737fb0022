// Change: each code line is a <span> laid out as a block, not a <div>: a div may not
// sit inside <code>, and the Nu HTML checker rejects the page (first met on /stijlgids).
import React from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

export default function CodeBlockLine({ line, classNames, showLineNumbers, getLineProps, getTokenProps }: Props) {
  // A line that is only its newline renders empty: the <br> below already ends it.
  const [only] = line;
  const tokens = line.length === 1 && only?.content === '\n' ? [{ ...only, content: '' }] : line;
  const lineProps = getLineProps({
    line: tokens,
    className: clsx(classNames, styles.line, showLineNumbers && styles.numbered),
  });
  const content = tokens.map((token, index) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={index} {...tokenProps} line={tokens} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
