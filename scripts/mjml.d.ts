/** mjml 4 renders synchronously (the published types describe mjml 5's promise). */
declare module 'mjml' {
  type Options = { validationLevel?: 'strict' | 'soft' | 'skip'; keepComments?: boolean; minify?: boolean };
  function mjml2html(input: string, options?: Options): { html: string; errors: { formattedMessage: string }[] };
  export = mjml2html;
}
