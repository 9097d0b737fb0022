import React, { Fragment } from 'react';

/**
 * A stored value that may wrap on a phone only where a reader expects it: a long e-mail address or
 * domain after its `@` and dots, every other word whole.
 */
export default function Breakable({ text }: { text: string }) {
  const words = text.split(/(\s+)/);
  return (
    <>
      {words.map((word, index) => {
        if (word.length <= 12 || !/[@.]\S/.test(word)) return <Fragment key={index}>{word}</Fragment>;
        const parts = word.split(/(?<=[@.])(?=\S)/);
        return (
          <Fragment key={index}>
            {parts.map((part, at) => (
              <Fragment key={at}>
                {at > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </Fragment>
        );
      })}
    </>
  );
}
