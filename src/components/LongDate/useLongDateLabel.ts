import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { formatDate, intlLocaleOf, isoDate } from './formatDate';

/** What plugins/long-dates gives every page: the long-format label of each day the site shows. */
export type LongDatesGlobalData = { locale: string; labels: Record<string, string> };

/**
 * The long-format label of a date in this site's locale: formatted at build time when the date
 * is one the site shows (no Intl work while the page hydrates), through Intl otherwise.
 */
export function useLongDateLabel(date: string | Date): string {
  const { i18n } = useDocusaurusContext();
  const data = usePluginData('long-dates') as LongDatesGlobalData | undefined;
  const day = isoDate(date);
  const built = data?.locale === i18n.currentLocale ? data.labels[day] : undefined;
  return built ?? formatDate(day, intlLocaleOf(i18n.currentLocale));
}
