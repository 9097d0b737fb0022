import React, { type ReactNode } from 'react';

/** Renders head tags into a marker element so tests can read them. */
export default function Head({ children }: { children?: ReactNode }) {
  return <div data-testid="head">{children}</div>;
}
