/**
 * How long the helpdesk may undo its decision on a claim ("Ongedaan maken"): until the end of the
 * next working day in the Netherlands (Monday to Friday; a public holiday counts as a working day).
 * A move decided on Friday afternoon can be undone all Monday; one on Monday until Tuesday night.
 * Long enough for a contact who was told to call back, short enough that nobody builds on a
 * registration that might still change hands. The server refuses an undo after it; the workspace
 * shows the button only before it.
 */
import { addDays, isWeekend } from './dates';
import { dutchDayEnd, dutchDayOf } from './dutch-day';

/** The instant (ISO-8601 UTC) from which a decision made at `decidedAt` can no longer be undone. */
export function claimUndoUntil(decidedAt: string): string {
  let day = addDays(dutchDayOf(decidedAt), 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return dutchDayEnd(day);
}

/** Whether a decision made at `decidedAt` can still be undone at `now`. */
export const canUndoClaimDecision = (decidedAt: string, now: Date | number): boolean =>
  new Date(now).getTime() < Date.parse(claimUndoUntil(decidedAt));

/** The last Dutch day on which it can be undone (yyyy-mm-dd), for texts. */
export const lastUndoDay = (decidedAt: string): string => dutchDayOf(Date.parse(claimUndoUntil(decidedAt)) - 1);
