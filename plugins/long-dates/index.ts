import type { LoadContext, Plugin } from '@docusaurus/types';
import { formatDate, intlLocaleOf, isoDate } from '../../src/components/LongDate/formatDate';
import type { LongDatesGlobalData } from '../../src/components/LongDate/useLongDateLabel';

type Dated = { metadata?: { date?: unknown }; frontMatter?: { date?: unknown } };
type BlogContent = { blogPosts?: Dated[] };
type DocsContent = { loadedVersions?: { docs?: Dated[] }[] };

/** The days the blog posts and dated docs (vacancies) of this locale show, yyyy-mm-dd. */
export function shownDays(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const dates = [
    ...(blog?.blogPosts ?? []).map((post) => post.metadata?.date),
    ...(docs?.loadedVersions ?? []).flatMap((version) => (version.docs ?? []).map((doc) => doc.frontMatter?.date)),
  ];
  const days = dates.flatMap((date) => (typeof date === 'string' || date instanceof Date ? [isoDate(date)] : []));
  return [...new Set(days)].sort();
}

/** The long-format label of each day, in one locale. */
export function longDateLabels(days: readonly string[], locale: string): LongDatesGlobalData {
  return { locale, labels: Object.fromEntries(days.map((day) => [day, formatDate(day, intlLocaleOf(locale))])) };
}

/**
 * Formats the dates pages show at build time, into a few hundred bytes of global data: a
 * browser's first Intl.DateTimeFormat loads its locale data, tens of milliseconds of main-thread
 * work that would otherwise come with hydrating every news page. LongDate falls back to Intl
 * for a date that is not here.
 */
export default function longDatesPlugin(context: LoadContext): Plugin {
  return {
    name: 'long-dates',
    allContentLoaded({ allContent, actions }) {
      actions.setGlobalData(longDateLabels(shownDays(allContent), context.i18n.currentLocale));
    },
  };
}
