import type { Attributes, HeadRequest, HeadState, Tag } from './types';

/** The attributes that make two tags of a kind the same tag, as react-helmet names them. */
const IDENTITY = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
};

const lower = (value: unknown) => String(value).toLowerCase();

/**
 * The attribute that identifies a tag: the last of its identifying attributes, except that a
 * canonical link is known by its rel (there is one per page) and a stylesheet by its href.
 */
function identityOf(tag: Tag, names: string[]): string | undefined {
  let identity: string | undefined;
  for (const attribute of Object.keys(tag)) {
    const name = attribute === 'innerHTML' ? attribute : attribute.toLowerCase();
    const canonical = identity === 'rel' && lower(tag.rel) === 'canonical';
    if (names.includes(name) && !canonical && !(name === 'rel' && lower(tag.rel) === 'stylesheet')) identity = name;
  }
  return identity;
}

/**
 * The tags of one kind from every Head, in order: a tag gives way to one with the same identity
 * (attribute and value, in any case) in a later Head, never to one in its own Head, and a tag
 * without an identity is left out.
 */
function mergeTags(lists: (Tag[] | undefined)[], names: string[]): Tag[] {
  const later = new Set<string>();
  const kept: Tag[][] = [];
  for (const tags of lists.filter((list) => Array.isArray(list)).reverse()) {
    const seen: string[] = [];
    kept.unshift(
      tags.filter((tag) => {
        const name = identityOf(tag, names);
        if (!name || !tag[name]) return false;
        const identity = `${name}=${lower(tag[name])}`;
        seen.push(identity);
        return !later.has(identity);
      }),
    );
    for (const identity of seen) later.add(identity);
  }
  return kept.flat();
}

const mergeAttributes = (list: (Attributes | undefined)[]): Attributes => Object.assign({}, ...list);

/**
 * The page's head from its Heads in render order, by react-helmet's rules: the last Head with a
 * title gives the title, html, body and title attributes merge with the later Head's value winning,
 * and tags merge as above.
 */
export function reduceHead(requests: HeadRequest[]): HeadState {
  let title: HeadRequest['title'];
  for (const request of requests) if ('title' in request) title = request.title;
  return {
    title: (Array.isArray(title) ? title.join('') : title) || undefined,
    titleAttributes: mergeAttributes(requests.map((request) => request.titleAttributes)),
    html: mergeAttributes(requests.map((request) => request.html)),
    body: mergeAttributes(requests.map((request) => request.body)),
    meta: mergeTags(
      requests.map((request) => request.meta),
      IDENTITY.meta,
    ),
    link: mergeTags(
      requests.map((request) => request.link),
      IDENTITY.link,
    ),
    script: mergeTags(
      requests.map((request) => request.script),
      IDENTITY.script,
    ),
  };
}
