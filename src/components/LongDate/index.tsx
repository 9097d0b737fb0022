import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { formatDate, isoDate } from './formatDate';

const LOCALES: Record<string, string> = { nl: 'nl-NL', ro: 'ro-RO' };

/** A date in the long format (Dutch on the Dutch site, Romanian on the Romanian one) inside a machine-readable `<time>`. */
export default function LongDate({ date, className }: { date: string | Date; className?: string }) {
  const { i18n } = useDocusaurusContext();
  return (
    <time className={className} dateTime={isoDate(date)}>
      {formatDate(date, LOCALES[i18n.currentLocale] ?? LOCALES.nl)}
    </time>
  );
}
