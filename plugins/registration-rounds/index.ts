import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  ROUNDS,
  doorstroomtoetsRoutes,
  roundIsOver,
  roundProblems,
  type RegistrationRound,
} from '../../src/domain/rounds';
import { nextRoundChange } from '../../src/domain/rounds/changes';
import { buildDay as dayOfBuild } from '../../src/domain/build-day';
import type { RoundPageProps } from '../../src/components/forms/registrations/DoorstroomtoetsRound/RoundPage';

/**
 * What every page can read of this plugin (usePluginData('registration-rounds')): the build day,
 * and the first later day on which a round text may read differently (null: none).
 */
export type RoundsGlobalData = { buildDay: string; roundTextsChangeOn: string | null };

const ROUND_PAGE = '@site/src/components/forms/registrations/DoorstroomtoetsRound/RoundPage';

/** The problems of every round file, each naming its round; empty when all are sound. */
export function problemsOf(rounds: readonly RegistrationRound[]): string[] {
  const years = rounds.map((round) => round.year);
  const twice = years.filter((year, index) => years.indexOf(year) !== index);
  return [
    ...twice.map((year) => `round ${year} is listed twice in src/domain/rounds/index.ts`),
    ...rounds.flatMap((round) =>
      roundProblems(round).map((problem) => `src/domain/rounds/${round.year}.ts: ${problem}`),
    ),
  ];
}

/** The warning for a site whose newest round lies wholly in the past on `today`, or null. */
export function staleRoundWarning(rounds: readonly RegistrationRound[], today: string): string | null {
  const newest = [...rounds].sort((a, b) => b.year - a.year)[0];
  if (!newest || !roundIsOver(newest, today)) return null;
  return `[registration-rounds] Every window of the newest round (${newest.year}) lies in the past: add the next school year (EDITORS.md, "Een nieuw schooljaar").`;
}

/** The pages of every round: its Doorstroomtoets pre-registration and registration. */
export function roundPages(rounds: readonly RegistrationRound[], buildDay: string) {
  return rounds.flatMap((round) => {
    const routes = doorstroomtoetsRoutes(round.year);
    return (['pre', 'final'] as const).map((mode) => ({
      path: routes[mode],
      props: { year: round.year, mode, buildDay } as RoundPageProps,
    }));
  });
}

/**
 * Makes the registration pages of every round in src/domain/rounds/ (Dutch site only: the school
 * registrations are for Dutch schools), and stops the build when a round file has dates that are
 * not real or windows that end before they start. Warns when the newest round is over.
 */
export default function registrationRoundsPlugin(context: LoadContext): Plugin {
  return {
    name: 'registration-rounds',
    async loadContent() {
      const problems = problemsOf(ROUNDS);
      if (problems.length > 0) throw new Error(`Registration rounds:\n- ${problems.join('\n- ')}`);
      const buildDay = dayOfBuild(new Date());
      const warning = staleRoundWarning(ROUNDS, buildDay);
      if (warning) console.warn(warning);
      return buildDay;
    },
    async contentLoaded({ content: buildDay, actions }) {
      // The day the static HTML speaks of: round texts hydrate with it, then follow the visitor's day.
      actions.setGlobalData({
        buildDay: buildDay as string,
        roundTextsChangeOn: nextRoundChange(ROUNDS, buildDay as string),
      } satisfies RoundsGlobalData);
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      const base = context.baseUrl.replace(/\/$/, '');
      for (const page of roundPages(ROUNDS, buildDay as string)) {
        actions.addRoute({ path: `${base}${page.path}`, component: ROUND_PAGE, exact: true, props: page.props });
      }
    },
  };
}
