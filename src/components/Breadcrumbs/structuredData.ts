import type { BreadcrumbItem } from './defaultTrail';

/** schema.org BreadcrumbList for a trail whose links are already absolute. */
export function breadcrumbList(items: Required<BreadcrumbItem>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.link,
    })),
  };
}

/** JSON for inside a `<script>`: a '<' can never close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
