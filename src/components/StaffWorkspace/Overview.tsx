import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { staffGet, type Stats } from './api';
import TableWrap from './TableWrap';
import styles from './styles.module.css';

/** Submissions per week as bars (the table beside them says the same for screen readers and print). */
function WeekChart({ weeks }: { weeks: { week: string; count: number }[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const barWidth = 36;
  const height = 120;
  // At least eight bars' room, so one busy week does not fill the panel.
  const slots = Math.max(weeks.length, 8);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${slots * (barWidth + 8)} ${height + 20}`}
      role="img"
      aria-label="Inzendingen per week; de tabel hiernaast geeft de aantallen"
    >
      {weeks.map((week, index) => {
        const barHeight = Math.round((week.count / max) * height);
        return (
          <g key={week.week} transform={`translate(${index * (barWidth + 8)},0)`}>
            <rect y={height - barHeight} width={barWidth} height={barHeight} className={styles.bar} />
            <text x={barWidth / 2} y={height + 14} textAnchor="middle" className={styles.axis}>
              {week.week.slice(-3)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** 'In één oogopslag': submissions per form and week, registrations and pupils per product and round. */
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
  const totals = new Map<string, number>();
  for (const row of stats.perWeek) totals.set(row.week, (totals.get(row.week) ?? 0) + row.count);
  const weeks = [...totals.entries()].map(([week, count]) => ({ week, count }));
  return (
    <section aria-labelledby="overview-title" className={styles.overview}>
      <h2 id="overview-title">In één oogopslag</h2>
      <div className={styles.overviewGrid}>
        <div>
          <WeekChart weeks={weeks} />
        </div>
        <TableWrap label="Inzendingen per formulier en week">
          <table className={styles.table}>
            <caption className={styles.caption}>Inzendingen per formulier en week</caption>
            <thead>
              <tr>
                <th scope="col">Week</th>
                <th scope="col">Formulier</th>
                <th scope="col">Aantal</th>
              </tr>
            </thead>
            <tbody>
              {stats.perWeek.map((row) => (
                <tr key={`${row.week}-${row.label}`}>
                  <td>{row.week}</td>
                  <td>{row.label}</td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <TableWrap label="Aanmeldingen en leerlingen per product en ronde (zonder ingetrokken)">
          <table className={styles.table}>
            <caption className={styles.caption}>
              Aanmeldingen en leerlingen per product en ronde (zonder ingetrokken)
            </caption>
            <thead>
              <tr>
                <th scope="col">Ronde</th>
                <th scope="col">Product</th>
                <th scope="col">Aanmeldingen</th>
                <th scope="col">Leerlingen</th>
              </tr>
            </thead>
            <tbody>
              {stats.perProduct.map((row) => (
                <tr key={`${row.round}-${row.product}`}>
                  <td>{row.round ?? '–'}</td>
                  <td>{row.product}</td>
                  <td>{row.registrations}</td>
                  <td>{row.pupils}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </div>
    </section>
  );
}
