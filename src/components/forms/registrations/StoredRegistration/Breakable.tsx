import React, { Fragment } from 'react';

/** Longer than this, a part of an address may still break where it must (no line is that wide). */
const WHOLE_UP_TO = 30;

/**
 * A stored value that may wrap on a phone only where a reader expects it: a long e-mail address or
 * domain after its `@` and dots (each part kept whole, its hyphens too), every other word whole.
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
                {part.length <= WHOLE_UP_TO ? <span style={{ whiteSpace: 'nowrap' }}>{part}</span> : part}
              </Fragment>
            ))}
          </Fragment>
        );
      })}
    </>
  );
}
