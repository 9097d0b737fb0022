import { API_PATHS } from '@site/src/domain/api';
import React, { useEffect, useState } from 'react';
import { STAFF_TEXTS, staffGet, type Stats } from './api';
import WeekChart from './WeekChart';
import styles from './styles.module.css';

const T = STAFF_TEXTS.overview;

const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const weekName = (week: string, start: string | undefined) =>
  start
    ? `wk ${Number(week.slice(-2))} (${Number(start.slice(8, 10))} ${MONTHS[Number(start.slice(5, 7)) - 1]})`
    : week;

/** 'In één oogopslag': the chart of submissions per week with its table beside it, and registrations per product. */
export default function Overview({ reloads }: { reloads: number }) {
  const [stats, setStats] = useState<Stats | null>(null);
  useEffect(() => {
    let current = true;
    staffGet<Stats>(API_PATHS.staffStats).then(
      (answer) => current && setStats(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reloads]);
  if (!stats) return null;
  const starts = new Map(stats.weeks.map(({ week, start }) => [week, start]));
  return (
    <section aria-labelledby="overview-title" className={styles.overview}>
      <h2 id="overview-title">{T.title}</h2>
      <div className={styles.overviewGrid}>
        <WeekChart stats={stats} />
        <div>
          {stats.perWeek.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <table className={`${styles.table} ${styles.cards}`}>
              <caption className={styles.caption}>{T.perWeekCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.week}</th>
                  <th scope="col">{T.form}</th>
                  <th scope="col" className={styles.number}>
                    {T.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.perWeek.map((row) => (
                  <tr key={`${row.week}-${row.label}`}>
                    <td data-label={T.week}>{weekName(row.week, starts.get(row.week))}</td>
                    <td data-label={T.form}>{row.label}</td>
                    <td data-label={T.count} className={styles.number}>
                      {row.count}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className={styles.caption}>{T.perProductCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.round}</th>
            <th scope="col">{T.product}</th>
            <th scope="col" className={styles.number}>
              {T.registrations}
            </th>
            <th scope="col" className={styles.number}>
              {T.pupils}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.perProduct.map((row) => (
            <tr key={`${row.round}-${row.product}`}>
              <td data-label={T.round}>{row.round ?? '–'}</td>
              <td data-label={T.product}>{row.product}</td>
              <td data-label={T.registrations} className={styles.number}>
                {row.registrations}
              </td>
              <td data-label={T.pupils} className={styles.number}>
                {row.pupils}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
