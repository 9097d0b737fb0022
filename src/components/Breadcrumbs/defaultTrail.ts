import { translate } from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';

export type BreadcrumbItem = { name: string; link?: string };

/** The trail: Homepage (the site root), then three pages of the main site, linked externally. */
export function defaultTrail(): [home: BreadcrumbItem, ...rest: BreadcrumbItem[]] {
  return [
    { name: translate({ id: 'breadcrumbs.home', message: 'Homepage' }), link: '/' },
    {
      name: translate({ id: 'breadcrumbs.allProducts', message: 'Alle producten' }),
      link: `${SITE.url}/alle-producten`,
    },
    {
      name: translate({ id: 'breadcrumbs.news', message: 'Nieuws en achtergronden' }),
      link: `${SITE.url}/nieuws-en-achtergronden`,
    },
    { name: translate({ id: 'breadcrumbs.jobs', message: 'Werken bij AMN' }), link: `${SITE.url}/over-amn/vacatures` },
  ];
}
