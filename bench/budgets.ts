/**
 * Budgets of the front-end benches (bench/README.md says how they were set). Raise one only with
 * a reason in the commit message; lower them when the site gets lighter.
 */

/** What a measured page is: home and content pages must run none of the form code. */
export type PageKind = 'home' | 'content' | 'form';

/**
 * Bytes on the wire (compressed, headers included) for a first visit with an empty cache, in KiB.
 * `jsKiB` counts the scripts the page runs; chunks prefetched for links are reported apart.
 */
export type WeightBudget = { jsKiB: number; totalKiB: number };

/** The heaviest page of each kind measured on 2026-11-22, plus about 12 % (JS) and 18 % (total). */
export const PAGE_WEIGHT_BUDGETS: Record<PageKind, WeightBudget> = {
  // measured: JS 142.2 (/ro/), total 202.6 (/ro/)
  home: { jsKiB: 160, totalKiB: 240 },
  // measured: JS 154.9 (a news article), total 207.9 (the news overview, its cards' images)
  content: { jsKiB: 175, totalKiB: 245 },
  // measured: JS 174.5, total 202.6 (/formulier/doorstroomtoets-2026/aanmelding)
  form: { jsKiB: 195, totalKiB: 240 },
};
