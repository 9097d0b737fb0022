import { ARRAY_ERROR, FORM_ERROR } from 'final-form';

/** One open problem of the form: the field's name (final-form's path) and its message. */
export type ErrorEntry = { path: string; message: string };

const join = (prefix: string, key: string | number) =>
  typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;

/**
 * final-form's nested validation errors as a flat list in the order of the values, with paths as
 * final-form names fields (`contacts[0].email`); a list's or the whole form's own message gets the
 * list's (or an empty) path.
 */
export function errorEntries(errors: unknown, prefix = ''): ErrorEntry[] {
  if (typeof errors === 'string') return [{ path: prefix, message: errors }];
  if (typeof errors !== 'object' || errors === null) return [];
  const node = errors as Record<string, unknown>;
  const own = [node[FORM_ERROR], node[ARRAY_ERROR]]
    .filter((message): message is string => typeof message === 'string')
    .map((message) => ({ path: prefix, message }));
  const children = Array.isArray(errors)
    ? errors.flatMap((item, index) => errorEntries(item, join(prefix, index)))
    : Object.keys(node)
        .filter((key) => key !== FORM_ERROR && key !== ARRAY_ERROR)
        .flatMap((key) => errorEntries(node[key], join(prefix, key)));
  return [...own, ...children];
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const isFocusable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && !element.hasAttribute('disabled') && element.tabIndex >= 0;

/**
 * The control a problem is about: one that says so (`data-error-for`, a composite control such as
 * the school finder), the control of that name, else the first control inside that path (a
 * contact's first field for a message on the whole contact). Null when the form shows none.
 */
export function errorTarget(form: HTMLFormElement, path: string): HTMLElement | null {
  if (path === '') return null;
  const marked = form.querySelector(`[data-error-for=${quoted(path)}]`);
  if (marked instanceof HTMLElement) return marked;
  const named = Array.from(form.querySelectorAll(`[name=${quoted(path)}]`)).find(isFocusable);
  if (named) return named;
  const inside = Array.from(form.querySelectorAll('[name], [data-error-for]')).find((element) => {
    const name = element.getAttribute('data-error-for') ?? element.getAttribute('name') ?? '';
    return name.startsWith(`${path}.`) || name.startsWith(`${path}[`);
  });
  return inside && isFocusable(inside) ? inside : null;
}

const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s*\*\s*$/, '').trim();

/** A label longer than this is a sentence (a consent box): its message says enough without it. */
const SHORT_LABEL = 40;

/**
 * What a problem is about, as the visitor reads it on the page: the legends of the groups its
 * control is in, then the control's label without the star ('Contactpersoon 2 – E-mail'), so the
 * same message for two fields still says which is meant. The label is left out where the message
 * already starts with it ('Voornaam is verplicht.'), where it is a sentence, and where it is one
 * of the answers rather than the question (a radio, the first box of a group the message is about).
 */
export function problemName(target: HTMLElement, message: string): string {
  const input = target instanceof HTMLInputElement ? target : null;
  const answersGroup = input?.type === 'radio' || (input?.type === 'checkbox' && target.hasAttribute('data-error-for'));
  const label = answersGroup
    ? ''
    : (target.getAttribute('aria-label') ?? textOf(input?.labels?.[0] ?? labelOf(target)));
  const said = message.toLowerCase().startsWith(label.toLowerCase());
  const own = label.length > SHORT_LABEL || said ? '' : label;
  const legends: string[] = [];
  for (let group = target.closest('fieldset'); group; group = group.parentElement?.closest('fieldset') ?? null) {
    legends.unshift(textOf(group.querySelector(':scope > legend')));
  }
  return [...legends, own].filter((part, index, parts) => part && parts.indexOf(part) === index).join(' – ');
}

/** The label of a select or textarea (`labels` is on inputs' type only in the DOM typings). */
function labelOf(target: HTMLElement): Element | null | undefined {
  return (target as HTMLSelectElement).labels?.[0];
}
