import React, { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The children of a block whose content must be inline (a button's or a link's label).
 * MDX wraps text written on its own lines in a paragraph; a <p> is not allowed
 * there, so its content is used instead.
 */
export function inlineContent(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    isValidElement(child) && child.type === 'p'
      ? (child as ReactElement<{ children?: ReactNode }>).props.children
      : child,
  );
}

/** Renders `inlineContent(children)`. */
export default function InlineContent({ children }: { children: ReactNode }) {
  return <>{inlineContent(children)}</>;
}
