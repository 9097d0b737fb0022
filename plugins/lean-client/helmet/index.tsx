import { useLayoutEffect, useState, type ReactNode } from 'react';
import { nextOrder, mountHead } from './mountedHeads';
import { readChildren } from './readChildren';

/**
 * The browser's react-helmet-async for what Docusaurus and the site use: <Head> children (title,
 * html and body attributes, meta, link and script tags) merged by react-helmet's rules into the
 * head the server's react-helmet rendered. Props other than children are not supported.
 */
export function Helmet({ children, ...props }: { children?: ReactNode }) {
  if (process.env.NODE_ENV !== 'production' && Object.keys(props).length) {
    throw new Error(`Head: only children are supported in the browser, not ${Object.keys(props).join(', ')}.`);
  }
  const [order] = useState(nextOrder);
  const request = readChildren(children);
  // Every commit of this Head hands in what it now asks for; unmounting takes it out.
  useLayoutEffect(() => mountHead({ order, request }));
  return null;
}

/** All Heads of the page share one head, so the provider has nothing to hold. */
export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children;
}
