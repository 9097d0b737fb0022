/** The page header variants an MDX page picks with `page_header_variant` in its front matter. */
export const PAGE_HEADER_VARIANTS = ['default', 'support', 'alternative', 'centered', 'image', 'blog', 'job'] as const;

export type PageHeaderVariant = (typeof PAGE_HEADER_VARIANTS)[number];

/** The variant named in front matter; an unknown name stops the build with the list of known ones. */
export function pageHeaderVariant(value: unknown): PageHeaderVariant {
  if (value === undefined || value === null || value === '') return 'default';
  if (typeof value === 'string' && (PAGE_HEADER_VARIANTS as readonly string[]).includes(value)) {
    return value as PageHeaderVariant;
  }
  throw new Error(`Unknown page_header_variant '${String(value)}'; use one of: ${PAGE_HEADER_VARIANTS.join(', ')}.`);
}
