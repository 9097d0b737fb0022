import type { PropSidebar, PropSidebarBreadcrumbsItem } from '@docusaurus/plugin-content-docs';
import type { BreadcrumbItem } from '@site/src/components/Breadcrumbs/defaultTrail';
import { sitePath } from '@site/src/theme/DocSidebar/sitePath';

type DocTrailInput = {
  /** The first crumb of the site's default trail (Homepage). */
  home: BreadcrumbItem;
  /** The sidebar the doc is in; its first link is the area's own page (/onderwijs, /help). */
  sidebar: PropSidebar | undefined;
  /** The docs plugin's breadcrumbs: the categories above the doc, then the doc itself. */
  crumbs: PropSidebarBreadcrumbsItem[] | null;
  /** The doc's title, for a doc that is in no sidebar. */
  title: string;
};

/**
 * The breadcrumb trail of a doc: Homepage, the area's page, the categories above
 * the doc, then the doc itself without a link (the Breadcrumbs component gives the
 * last crumb the page's own address).
 */
export function docTrail({ home, sidebar, crumbs, title }: DocTrailInput): BreadcrumbItem[] {
  const above = (crumbs ?? []).slice(0, -1).map(toItem);
  const current = crumbs?.at(-1)?.label ?? title;
  const areaPage = sidebar?.[0]?.type === 'link' ? sidebar[0] : undefined;
  const isAreaPage = areaPage !== undefined && crumbs?.at(-1)?.href === areaPage.href;
  const startsWithArea = areaPage !== undefined && above[0]?.link === sitePath(areaPage.href);
  const area =
    areaPage && !isAreaPage && !startsWithArea ? [{ name: areaPage.label, link: sitePath(areaPage.href) }] : [];
  return [home, ...area, ...above, { name: current }];
}

function toItem(crumb: PropSidebarBreadcrumbsItem): BreadcrumbItem {
  // A category whose page is unlisted is shown, but not linked.
  const link = crumb.type === 'category' && crumb.linkUnlisted ? undefined : crumb.href;
  return link ? { name: crumb.label, link: sitePath(link) } : { name: crumb.label };
}
