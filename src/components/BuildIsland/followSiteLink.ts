import type { MouseEvent } from 'react';

/**
 * A plain click on a link of this site inside HTML that React does not render: followed as a
 * client-side navigation, as the site's own links are. A click with a modifier key, a link with a
 * target or a download, another site's link and a file (a name with an extension) keep the
 * browser's own behaviour.
 */
export function followSiteLink(event: MouseEvent<HTMLElement>, push: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link)) return;
  if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return;
  event.preventDefault();
  push(`${link.pathname}${link.search}${link.hash}`);
}
