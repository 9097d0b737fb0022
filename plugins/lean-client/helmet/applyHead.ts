import type { Attributes, HeadState, Tag } from './types';

/** The mark of the elements and attributes the Heads own, the one the server's react-helmet writes. */
const OWNED = 'data-rh';

/**
 * Sets an element's attributes and removes those a Head set before but no longer asks for. The
 * element lists the attributes it owns in its mark, as react-helmet does, so that attributes
 * another script set are left alone.
 */
function applyAttributes(tagName: string, attributes: Attributes) {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) return;
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of element.getAttribute(OWNED)?.split(',') ?? []) {
    if (!names.includes(name)) element.removeAttribute(name);
  }
  if (!names.length) element.removeAttribute(OWNED);
  else if (element.getAttribute(OWNED) !== names.join(',')) element.setAttribute(OWNED, names.join(','));
}

/**
 * Makes the head's owned tags of a kind the given ones: a tag already there as asked (the server's,
 * on the first page) stays untouched, the others are removed, and the missing ones are appended.
 */
function applyTags(type: string, tags: Tag[]) {
  const old = [...document.head.querySelectorAll(`${type}[${OWNED}]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const name of Object.keys(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(tag.innerHTML);
      else element.setAttribute(name, tag[name] === undefined ? '' : String(tag[name]));
    }
    element.setAttribute(OWNED, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same < 0) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  document.head.append(...added);
}

/** Brings the document in line with the merged head, in react-helmet's order. */
export function applyHead(head: HeadState) {
  applyAttributes('body', head.body);
  applyAttributes('html', head.html);
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  applyAttributes('title', head.titleAttributes);
  applyTags('link', head.link);
  applyTags('meta', head.meta);
  applyTags('script', head.script);
}
