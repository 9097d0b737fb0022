import type { Option, OptionGroup } from '../fields';
import type { ControlOptions, JsonSchema } from './types';

/** The values an enum-like schema allows: `enum`, or `oneOf`/`anyOf` of constants. */
export function enumValues(schema: JsonSchema): string[] | undefined {
  if (schema.enum) return schema.enum.map(String);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length && choices.every((choice) => choice.const !== undefined)) {
    return choices.map((choice) => String(choice.const));
  }
  return undefined;
}

function labelOf(schema: JsonSchema, value: string, options: ControlOptions | undefined): string {
  const titled = (schema.oneOf ?? schema.anyOf)?.find((choice) => String(choice.const) === value)?.title;
  return options?.labels?.[value] ?? titled ?? value;
}

/** Select options for an enum, grouped when the UI schema gives groups (values outside them come last). */
export function enumOptions(schema: JsonSchema, options?: ControlOptions): (Option | OptionGroup)[] {
  const values = enumValues(schema) ?? [];
  const toOption = (value: string): Option => ({ value, label: labelOf(schema, value, options) });
  if (!options?.groups) return values.map(toOption);
  const grouped = new Set(options.groups.flatMap((group) => group.values));
  return [
    ...options.groups.map((group) => ({
      label: group.label,
      options: group.values.filter((value) => values.includes(value)).map(toOption),
    })),
    ...values.filter((value) => !grouped.has(value)).map(toOption),
  ];
}
