import { usePluginData } from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { IsoDate } from '@site/src/domain/dates';
import { visitorToday } from '@site/src/components/visitorClock';

/**
 * The day a round's state is computed for: the build day while the page renders on the server and
 * hydrates (so both agree), then the visitor's own day.
 */
export function useRoundDay(): IsoDate {
  const isBrowser = useIsBrowser();
  const data = usePluginData('registration-rounds') as { buildDay?: string } | undefined;
  return isBrowser || !data?.buildDay ? visitorToday() : data.buildDay;
}
