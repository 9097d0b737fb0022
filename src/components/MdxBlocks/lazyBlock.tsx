import React, { Suspense, lazy, type ComponentType } from 'react';

/**
 * A block that loads its module when it first renders. The server's render waits for it, and
 * hydration keeps the server's HTML until it has come, so nothing moves on the page.
 */
export function lazyBlock<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name = 'default',
): (props: P) => React.JSX.Element {
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
