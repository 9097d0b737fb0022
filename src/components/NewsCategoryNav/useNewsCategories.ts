import { usePluginData } from '@docusaurus/useGlobalData';
import type { NewsCategoriesGlobalData, NewsCategoryLink } from './types';

/** The category pages that exist in this build (plugins/news-categories). */
export function useNewsCategories(): NewsCategoryLink[] {
  const data = usePluginData('news-categories') as NewsCategoriesGlobalData | undefined;
  return data?.categories ?? [];
}
