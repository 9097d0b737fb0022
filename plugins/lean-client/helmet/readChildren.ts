import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { Attributes, HeadRequest } from './types';

/** The React prop names react-helmet writes under their HTML name; other props keep theirs. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** The tags the site's <Head>s use. The server's react-helmet renders more; here they must fail. */
const SUPPORTED = ['html', 'body', 'title', 'meta', 'link', 'script'];

const isString = (value: unknown) => typeof value === 'string';

/** Development only: a tag this Head cannot apply, or text where none belongs, throws. */
function check(type: unknown, nested: unknown) {
  if (type === Fragment) return;
  const name = typeof type === 'string' ? type : 'a component';
  if (!SUPPORTED.includes(name)) {
    throw new Error(`Head: <${name}> is not supported in the browser (lean-client/helmet): ${SUPPORTED.join(', ')}.`);
  }
  // A title may be text in parts (`{name} - {site}`), which react-helmet joins.
  const text =
    name === 'title' ? isString(nested) || (Array.isArray(nested) && nested.every(isString)) : isString(nested);
  if (nested != null && !(text && (name === 'title' || name === 'script'))) {
    throw new Error(
      `Head: <${name}> takes ${name === 'title' || name === 'script' ? 'text' : 'no children'} (lean-client/helmet).`,
    );
  }
}

/**
 * What one <Head> asks for, read from its children as react-helmet reads them: a later <title>,
 * <html> or <body> in the same Head replaces an earlier one, meta, link and script tags are listed
 * in order (a fragment's list gives way to one of the same kind next to the fragment), and a
 * script's text becomes its `innerHTML`.
 */
export function readChildren(children: ReactNode, request: HeadRequest = {}): HeadRequest {
  const lists: Pick<HeadRequest, 'meta' | 'link' | 'script'> = {};
  let result = request;
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { children: nested, ...props } = child.props as Attributes;
    const { type } = child;
    if (process.env.NODE_ENV !== 'production') check(type, nested);
    if (type === Fragment) {
      result = readChildren(nested as ReactNode, result);
      return;
    }
    const attributes: Attributes = {};
    for (const name of Object.keys(props)) attributes[HTML_NAMES[name] ?? name] = props[name];
    if (type === 'title') result = { ...result, title: nested as HeadRequest['title'], titleAttributes: attributes };
    else if (type === 'html' || type === 'body') result = { ...result, [type]: attributes };
    else if (type === 'meta' || type === 'link' || type === 'script') {
      (lists[type] ??= []).push(type === 'script' && nested ? { ...attributes, innerHTML: nested } : attributes);
    }
  });
  return { ...result, ...lists };
}
