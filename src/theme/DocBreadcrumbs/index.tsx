// Change: a doc's breadcrumbs are the site's own Breadcrumbs bar (with its single
// BreadcrumbList JSON-LD), with a trail that follows the docs hierarchy: Homepage,
// the area's page, the categories above the doc, the doc. Replaces the classic bar.
import React from 'react';
import { useDoc, useDocsSidebar, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import { defaultTrail } from '@site/src/components/Breadcrumbs/defaultTrail';
import { docTrail } from './docTrail';

export default function DocBreadcrumbs() {
  const { metadata } = useDoc();
  const sidebar = useDocsSidebar();
  const crumbs = useSidebarBreadcrumbs();
  const items = docTrail({ home: defaultTrail()[0], sidebar: sidebar?.items, crumbs, title: metadata.title });
  return <Breadcrumbs items={items} />;
}
