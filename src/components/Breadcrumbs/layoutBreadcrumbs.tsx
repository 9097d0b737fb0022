import { createContext, useContext } from 'react';

/**
 * True inside content whose page layout already shows the breadcrumbs (docs).
 * A <Breadcrumbs /> written in such content renders nothing, so a page never
 * carries two BreadcrumbList blocks.
 */
const LayoutBreadcrumbsContext = createContext(false);

export const LayoutBreadcrumbsProvider = LayoutBreadcrumbsContext.Provider;

export function useLayoutShowsBreadcrumbs(): boolean {
  return useContext(LayoutBreadcrumbsContext);
}
