/** Attributes of one element, named as in HTML (`class`, `http-equiv`), values as React got them. */
export type Attributes = Record<string, unknown>;

/** A tag in the head: its attributes, and a script's text as `innerHTML`. */
export type Tag = Attributes;

/** What one <Head> asks for: the parts it names, each as react-helmet reads them from its children. */
export type HeadRequest = {
  title?: string | string[];
  titleAttributes?: Attributes;
  html?: Attributes;
  body?: Attributes;
  meta?: Tag[];
  link?: Tag[];
  script?: Tag[];
};

/** The head of the page: every mounted <Head> merged. */
export type HeadState = {
  title?: string;
  titleAttributes: Attributes;
  html: Attributes;
  body: Attributes;
  meta: Tag[];
  link: Tag[];
  script: Tag[];
};
