/** A category page of the news, as the news-categories plugin hands it to the site. */
export type NewsCategoryLink = { key: string; label: string; permalink: string; count: number };

export type NewsCategoriesGlobalData = { categories: NewsCategoryLink[] };
