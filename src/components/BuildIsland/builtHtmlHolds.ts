import type { RoundsGlobalData } from '@site/plugins/registration-rounds';
import { visitorToday } from '@site/src/components/visitorClock';

export type RoundsData = Partial<RoundsGlobalData> | undefined;

/** Whether HTML built on `data.buildDay` still reads right today (until the rounds' next change). */
export function builtHtmlHoldsToday(data: RoundsData): boolean {
  if (!data?.buildDay) return false;
  const today = visitorToday();
  return today >= data.buildDay && (!data.roundTextsChangeOn || today < data.roundTextsChangeOn);
}
