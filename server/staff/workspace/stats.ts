import type { Kysely } from 'kysely';
import { activeRegistrationsAfter, countsPerHour } from '../../submissions/store/stats';
import { botDropCounts } from '../../submissions/store/submissions';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import type { Database } from '../../storage/schema';
import type { Stats } from '../../../src/domain/staff';
import { dutchDayOf } from '../../../src/domain/dutch-day';

/** The ISO week of a day (`2026-W48`): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(day: string): string {
  const thursday = new Date(`${day}T00:00:00Z`);
  thursday.setUTCDate(thursday.getUTCDate() - ((thursday.getUTCDay() + 6) % 7) + 3);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (yyyy-mm-dd) of the ISO week a day is in. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The counts 'In één oogopslag' shows. */
export async function workspaceStats(db: Kysely<Database>, now: Date, weeks = 8): Promise<Stats> {
  const since = new Date(now.getTime() - weeks * 7 * 86_400_000).toISOString();
  // By the UTC hour: the Netherlands' offset is whole hours, so each hour lies in one Dutch day.
  const days = await countsPerHour(db, since);
  const perWeek = new Map<string, { week: string; label: string; count: number }>();
  for (const row of days) {
    const week = isoWeek(dutchDayOf(`${row.hour}:00:00.000Z`));
    const label = isStoredType(row.type) ? definitionOf(row.type).label : row.type;
    const key = `${week} ${label}`;
    const entry = perWeek.get(key) ?? { week, label, count: 0 };
    entry.count += Number(row.count);
    perWeek.set(key, entry);
  }

  const products = new Map<string, { round: number | null; product: string; registrations: number; pupils: number }>();
  // A thousand registrations at a time (PostgreSQL's driver streams only with a cursor package).
  let after = '';
  for (;;) {
    const rows = await activeRegistrationsAfter(db, after);
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      // A payload its form no longer reads is not counted: its products cannot be told.
      if (!row.payload.ok) continue;
      const { values } = row.payload;
      if (!('products' in values)) continue;
      for (const [key, product] of Object.entries(values.products)) {
        if (product.subscribe === false) continue;
        const { round } = row;
        const id = `${round} ${key}`;
        const entry = products.get(id) ?? { round, product: key, registrations: 0, pupils: 0 };
        entry.registrations += 1;
        entry.pupils += typeof product.amount === 'number' ? product.amount : 0;
        products.set(id, entry);
      }
    }
  }
  // Every week of the period, also those nothing came in: the chart's axis shows them all.
  const allWeeks: { week: string; start: string }[] = [];
  for (let index = weeks; index >= 0; index -= 1) {
    const start = weekStart(dutchDayOf(now.getTime() - index * 7 * 86_400_000));
    if (start < weekStart(dutchDayOf(since))) continue;
    const week = isoWeek(start);
    if (!allWeeks.some((known) => known.week === week)) allWeeks.push({ week, start });
  }
  // Drops are counted per Dutch day: the weeks of the period, as the submissions.
  const firstDay = weekStart(dutchDayOf(since));
  const bots = new Map<string, { week: string; reason: string; count: number }>();
  for (const drop of await botDropCounts(db)) {
    if (drop.day < firstDay) continue;
    const week = isoWeek(drop.day);
    const entry = bots.get(`${week} ${drop.reason}`) ?? { week, reason: drop.reason, count: 0 };
    entry.count += drop.count;
    bots.set(`${week} ${drop.reason}`, entry);
  }
  return {
    weeks: allWeeks,
    perWeek: [...perWeek.values()].sort((a, b) => a.week.localeCompare(b.week) || a.label.localeCompare(b.label)),
    perProduct: [...products.values()].sort(
      (a, b) => (b.round ?? 0) - (a.round ?? 0) || a.product.localeCompare(b.product),
    ),
    botsPerWeek: [...bots.values()].sort((a, b) => a.week.localeCompare(b.week) || a.reason.localeCompare(b.reason)),
  };
}
