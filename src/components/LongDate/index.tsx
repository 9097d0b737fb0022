import React from 'react';
import { isoDate } from './formatDate';
import { useLongDateLabel } from './useLongDateLabel';

/** A date in the long format (Dutch on the Dutch site, Romanian on the Romanian one) inside a machine-readable `<time>`. */
export default function LongDate({ date, className }: { date: string | Date; className?: string }) {
  return (
    <time className={className} dateTime={isoDate(date)}>
      {useLongDateLabel(date)}
    </time>
  );
}
