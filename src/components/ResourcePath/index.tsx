import React, { createContext, useContext, type ReactNode } from 'react';

/**
 * The resource path of the page being rendered: its source file relative to the
 * content folder ('onderwijs/index.mdx'). The page wrappers provide it; blocks
 * such as the breadcrumbs derive the page's path from it.
 */
const ResourcePathContext = createContext<string | undefined>(undefined);

export function ResourcePathProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <ResourcePathContext.Provider value={value}>{children}</ResourcePathContext.Provider>;
}

export function useResourcePath(): string | undefined {
  return useContext(ResourcePathContext);
}

const CONTENT_FOLDERS = [
  /^@site\/src\/pages\//,
  /^@site\/i18n\/[^/]+\/pages\//,
  // Docs are served from the site root (routeBasePath '/'), translated docs too.
  /^@site\/docs\//,
  /^@site\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//,
  /^@site\//,
];

/** The resource path of a Docusaurus `metadata.source` ('@site/src/pages/onderwijs/index.mdx' → 'onderwijs/index.mdx'). */
export function resourcePathFromSource(source: string): string {
  const folder = CONTENT_FOLDERS.find((pattern) => pattern.test(source));
  return folder ? source.replace(folder, '') : source;
}

/** The page path of a resource path: extension and a final 'index' stripped ('onderwijs/index.mdx' → '/onderwijs'). */
export function pathFromResourcePath(resourcePath: string): string {
  const path = resourcePath
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
  return `/${path}`;
}
