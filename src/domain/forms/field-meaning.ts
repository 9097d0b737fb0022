/**
 * What a form field is, carried by its schema (valibot's `metadata` action): whether it is personal
 * data and of which kind, how the summaries and exports label it, whether staff search it, whether
 * the sender writes it freely. Erasure, the personal export, the search text, the mail summaries and
 * the export columns read this and nothing else: a field's key says nothing about it.
 */
import * as v from 'valibot';

/** The kinds of personal data a field holds. */
export type PersonalKind = 'email' | 'phone' | 'name' | 'address';

export type FieldMeaning = {
  /** Personal data of this kind: erased with the person it is about, in their export. */
  personal?: PersonalKind;
  /**
   * Whose detail it is when the values name someone beside their sender: the fields of one such
   * person share a name (the agreement's responsible person), so erasing their address takes the rest.
   */
  person?: string;
  /** The label the summaries, the changes and the export columns show; `ro` where the Romanian site has the field. */
  label?: { nl: string; ro?: string };
  /** A product's field as its export column names it, after the product's name ("… – eerste afnamedag"). */
  column?: string;
  /** How staff search finds it: as written, a phone number by its digits, a postcode with and without its space. */
  searched?: 'text' | 'digits' | 'postcode';
  /** Written freely by the sender (a message): only the helpdesk's notice repeats it. */
  freeText?: true;
  /** Bookkeeping, not something the sender gave: left out of summaries. */
  hidden?: true;
};

type Described = { readonly field: FieldMeaning };

/** The metadata action that says what a field is; put it in the field's pipe. */
export const meaning = <T = unknown>(field: FieldMeaning) => v.metadata<T, Described>({ field });

/** A schema that says what its field is. */
export const described = <S extends v.GenericSchema>(schema: S, field: FieldMeaning) =>
  v.pipe(schema, meaning<v.InferOutput<S>>(field));

/** Each field's meaning by its path: keys joined by '.', a list's items under the list's own path. */
export type FieldMeanings = ReadonlyMap<string, FieldMeaning>;

/** The path a value's meaning is found under: its keys, without list positions. */
export const meaningPath = (keys: readonly (string | number)[]): string =>
  keys.filter((key) => typeof key === 'string').join('.');

type Node = {
  kind?: string;
  type?: string;
  pipe?: readonly Node[];
  wrapped?: Node;
  item?: Node;
  items?: readonly Node[];
  rest?: Node;
  entries?: Record<string, Node>;
  options?: readonly Node[];
  metadata?: Partial<Described>;
};

/** Every meaning a schema gives, by path (a field's meaning merged from every pipe and wrapper around it). */
export function fieldMeaningsOf(schema: v.GenericSchema): Map<string, FieldMeaning> {
  const found = new Map<string, FieldMeaning>();
  const add = (path: string, field: FieldMeaning) => found.set(path, { ...found.get(path), ...field });
  const walk = (node: Node, path: string, seen: Set<Node>): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const step of node.pipe ?? []) {
      if (step.kind === 'metadata' && step.metadata?.field) add(path, step.metadata.field);
      else if (step.kind === 'schema' && step !== node) walk(step, path, seen);
    }
    if (node.wrapped) walk(node.wrapped, path, seen);
    if (node.item) walk(node.item, path, seen);
    for (const item of node.items ?? []) walk(item, path, seen);
    if (node.rest) walk(node.rest, path, seen);
    for (const option of node.options ?? []) walk(option, path, seen);
    for (const [key, entry] of Object.entries(node.entries ?? {}))
      walk(entry, path ? `${path}.${key}` : key, new Set());
  };
  walk(schema, '', new Set());
  return found;
}

/** Several schemas' meanings in one table (a path's meanings merged). */
export function mergedMeanings(schemas: Iterable<v.GenericSchema>): Map<string, FieldMeaning> {
  const merged = new Map<string, FieldMeaning>();
  for (const schema of schemas)
    for (const [path, field] of fieldMeaningsOf(schema)) merged.set(path, { ...merged.get(path), ...field });
  return merged;
}

/**
 * An object's entries, each that `meanings` names saying what it is. A piped schema infers the same
 * input and output as the schema it pipes, so the entries keep their types.
 */
export function describedEntries<const E extends v.ObjectEntries>(
  entries: E,
  meanings: { readonly [K in keyof E]?: FieldMeaning },
): E {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => {
      const field = meanings[key];
      return [key, field ? described(schema, field) : schema];
    }),
  ) as E;
}
