/**
 * The search tag every page of an unversioned site has, as the original SiteMetadata passes it
 * from `@docusaurus/theme-common/internal`, which is no public export: kept here, and a test of
 * plugins/lean-client checks it is still the theme's.
 */
export const DEFAULT_SEARCH_TAG = 'default';
