/**
 * Filling a compiled template (compiled/layout.ts): its slots take text, which is escaped, or Html,
 * which only this module and the mail's own helpers make from escaped parts. So no value reaches a
 * mail's HTML unescaped.
 */

/** A template cut at its slots: `parts` has one more entry than `slots`. */
export type Template<Slot extends string> = { readonly parts: readonly string[]; readonly slots: readonly Slot[] };

/** Markup that is safe to put into a mail as it is. */
export class Html {
  private constructor(readonly markup: string) {}

  /** Markup built in this folder from escaped values and fixed tags (`<br />`, `<wbr>`). */
  static trusted(markup: string): Html {
    return new Html(markup);
  }

  static readonly EMPTY = new Html('');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const markupOf = (value: string | Html) => (value instanceof Html ? value.markup : escapeHtml(value));

/** The template with every slot filled: text escaped, Html as it is. */
export function fill<Slot extends string>(
  template: Template<Slot>,
  values: Readonly<Record<Slot, string | Html>>,
): Html {
  const { parts, slots } = template;
  let markup = parts[0];
  for (let index = 0; index < slots.length; index++) markup += markupOf(values[slots[index]]) + parts[index + 1];
  return Html.trusted(markup);
}

/** Pieces one after the other, with `separator` between them (text pieces escaped). */
export const joinHtml = (pieces: readonly (string | Html)[], separator = '') =>
  Html.trusted(pieces.map(markupOf).join(separator));
