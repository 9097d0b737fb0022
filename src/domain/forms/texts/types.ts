/** The words of a value's type, as the Dutch messages name them ('Aantal moet een getal zijn.'). */
export type ValueKind = 'tekst' | 'een getal' | 'een datum';

/**
 * Every validation text the form schemas and the submission parser produce, for one locale.
 * `label` is the field's label in that locale; the Dutch texts are those the site always had.
 */
export type FormTexts = {
  required: (label: string) => string;
  wrongType: (label: string, kind: ValueKind) => string;
  minLength: (label: string, min: number) => string;
  maxLength: (label: string, max: number) => string;
  invalidEmail: (label: string) => string;
  invalidPhone: (label: string) => string;
  /** A name with a web address or a line break in it. */
  /** A field a confirmation repeats holds a web address, an e-mail address or a phone number. */
  noContactDetails: (label: string) => string;
  noLinkInName: (label: string) => string;
  yesOrNo: (label: string) => string;
  invalidChoice: (label: string) => string;
  wholeNumber: (label: string) => string;
  minValue: (label: string, min: number) => string;
  maxValue: (label: string, max: number) => string;
  unknownField: (key: string) => string;
  /** The newsletter's consent box is not ticked. */
  akkoordRequired: string;
  /** The posted body is not a JSON object. */
  notAnObject: string;
  /** A body with more top-level keys than any form has (refused before they are copied or checked). */
  tooManyFields: string;
  typeMissing: string;
  typeUnknown: string;
  /** A failed parse without a single issue (should not happen, but the sentence needs a text). */
  invalidInput: string;
  /** The server's one-sentence answer: the first problem, its field, and how many more there are. */
  issueSentence: (message: string, path: string, more: number) => string;
};
