import { API_PATHS } from '@site/src/domain/api';
import { staffStatsAnswer } from '@site/src/domain/api-answers';
import React, { useEffect, useState, type ReactNode } from 'react';
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
    staffGet(API_PATHS.staffStats, staffStatsAnswer).then(
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
            <CountsTable
              caption={T.perWeekCaption}
              rows={stats.perWeek}
              rowKey={(row) => `${row.week}-${row.label}`}
              columns={[
                { label: T.week, value: (row) => weekName(row.week, starts.get(row.week)) },
                { label: T.form, value: (row) => row.label },
                { label: T.count, value: (row) => row.count, number: true },
              ]}
            />
          )}
        </div>
      </div>
      <CountsTable
        caption={T.perProductCaption}
        rows={stats.perProduct}
        rowKey={(row) => `${row.round}-${row.product}`}
        columns={[
          { label: T.round, value: (row) => row.round ?? '–' },
          { label: T.product, value: (row) => row.product },
          { label: T.registrations, value: (row) => row.registrations, number: true },
          { label: T.pupils, value: (row) => row.pupils, number: true },
        ]}
      />
      {stats.botsPerWeek.length === 0 ? (
        <p>{T.noBots}</p>
      ) : (
        <CountsTable
          caption={T.botsCaption}
          rows={stats.botsPerWeek}
          rowKey={(row) => `${row.week}-${row.reason}`}
          columns={[
            { label: T.week, value: (row) => weekName(row.week, starts.get(row.week)) },
            { label: T.botReason, value: (row) => T.botReasons[row.reason] ?? row.reason },
            { label: T.count, value: (row) => row.count, number: true },
          ]}
        />
      )}
    </section>
  );
}

type Column<Row> = { label: string; value: (row: Row) => ReactNode; number?: boolean };

/** A table of counts: a row per entry, a column per figure; numbers aligned as numbers. */
function CountsTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
}: {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
}) {
  const numberClass = (column: Column<Row>) => (column.number ? styles.number : undefined);
  return (
    <table className={`${styles.table} ${styles.cards}`}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={numberClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} className={numberClass(column)}>
                {column.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
