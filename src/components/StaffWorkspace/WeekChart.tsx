import React from 'react';
import { STAFF_TEXTS, type Stats } from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.overview;

/** One colour per form, each at least 3:1 against the white background (and told apart by the legend). */
const COLOURS = ['#0a5a8a', '#b34700', '#2e7d32', '#6a1b9a', '#ad1457', '#455a64', '#8d6e00', '#00796b'];

const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
/** A week's Monday as "23 nov". */
const shortDate = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** Round steps for the count axis: 1, 2, 5, 10, 20, 50… so that about four lines cover the highest bar. */
function axisStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? power * 10;
}

/**
 * Submissions per week as stacked bars, one colour per form: a count axis with its lines, the week's
 * Monday under each bar, the total above it and a legend of the forms. The table beside it says
 * the same in numbers (for screen readers, and for reading exact values).
 */
export default function WeekChart({ stats }: { stats: Stats }) {
  const forms = [...new Set(stats.perWeek.map((row) => row.label))].sort();
  const counts = new Map(stats.perWeek.map((row) => [`${row.week} ${row.label}`, row.count]));
  const totals = stats.weeks.map(({ week }) =>
    forms.reduce((sum, form) => sum + (counts.get(`${week} ${form}`) ?? 0), 0),
  );
  const step = axisStep(Math.max(1, ...totals));
  const top = step * Math.max(1, Math.ceil(Math.max(1, ...totals) / step));
  const width = 560;
  const height = 220;
  const left = 44;
  const bottom = 44;
  const plotTop = 16;
  const plotHeight = height - bottom - plotTop;
  const slot = (width - left - 8) / Math.max(1, stats.weeks.length);
  const bar = Math.min(40, slot * 0.6);
  const y = (value: number) => plotTop + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);

  return (
    <figure className={styles.chartFigure}>
      <figcaption className={styles.caption}>{T.chartTitle}</figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={T.chartLabel(stats.weeks.length)}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width - 4} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
              {tick}
            </text>
          </g>
        ))}
        <text
          transform={`translate(12 ${plotTop + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className={styles.axis}
        >
          {T.axisCount}
        </text>
        <line x1={left} x2={left} y1={plotTop} y2={plotTop + plotHeight} className={styles.axisLine} />
        <line
          x1={left}
          x2={width - 4}
          y1={plotTop + plotHeight}
          y2={plotTop + plotHeight}
          className={styles.axisLine}
        />
        {stats.weeks.map(({ week, start }, index) => {
          const x = left + index * slot + (slot - bar) / 2;
          let base = 0;
          return (
            <g key={week}>
              {forms.map((form, formIndex) => {
                const count = counts.get(`${week} ${form}`) ?? 0;
                if (count === 0) return null;
                const rect = (
                  <rect
                    key={form}
                    x={x}
                    y={y(base + count)}
                    width={bar}
                    height={y(base) - y(base + count)}
                    fill={COLOURS[formIndex % COLOURS.length]}
                  />
                );
                base += count;
                return rect;
              })}
              <text x={x + bar / 2} y={y(totals[index] ?? 0) - 4} textAnchor="middle" className={styles.value}>
                {totals[index]}
              </text>
              <text x={x + bar / 2} y={height - bottom + 16} textAnchor="middle" className={styles.axis}>
                {shortDate(start)}
              </text>
              <text x={x + bar / 2} y={height - bottom + 30} textAnchor="middle" className={styles.axisMuted}>
                {STAFF_TEXTS.weekShort} {Number(week.slice(-2))}
              </text>
            </g>
          );
        })}
      </svg>
      <p className={styles.axisNote}>{T.axisWeek}</p>
      <ul className={styles.legend} aria-label={STAFF_TEXTS.legend}>
        {forms.map((form, index) => (
          <li key={form}>
            <span className={styles.swatch} style={{ background: COLOURS[index % COLOURS.length] }} aria-hidden />
            {form}
          </li>
        ))}
      </ul>
    </figure>
  );
}
