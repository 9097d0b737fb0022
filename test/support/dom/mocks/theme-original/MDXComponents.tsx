/** Stand-in for the classic theme's MDX components (the site adds its blocks on top). */
const MDXComponents: Record<string, unknown> = { p: 'p', a: 'a' };
export default MDXComponents;
