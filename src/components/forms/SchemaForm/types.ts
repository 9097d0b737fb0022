/** The part of JSON Schema (draft 7) the renderer understands. */
export type JsonSchema = {
  $schema?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly (string | number)[];
  const?: string | number | boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type ControlOptions = {
  /** A textarea instead of a single-line input. */
  multi?: boolean;
  /** Radios instead of a select for an enum. */
  format?: 'radio';
  /** A grouped select: each group lists the enum values it holds, in order. */
  groups?: readonly { label: string; values: readonly string[] }[];
  /** Visible labels of enum values (default: the oneOf titles, else the value itself). */
  labels?: Readonly<Record<string, string>>;
  /** Text of the empty first option of a select. */
  placeholder?: string;
  /** Extra help under the control. */
  hint?: string;
  /** Column labels of an array table, by item property. */
  columns?: Readonly<Record<string, string>>;
  /** Label of the array table's add button. */
  addLabel?: string;
};

export type UiControl = { type: 'Control'; scope: string; label?: string; options?: ControlOptions };
export type UiLayout = {
  type: 'VerticalLayout' | 'HorizontalLayout' | 'Group';
  label?: string;
  elements: readonly UiElement[];
};
export type UiLabel = { type: 'Label'; text: string };
export type UiElement = UiControl | UiLayout | UiLabel;
