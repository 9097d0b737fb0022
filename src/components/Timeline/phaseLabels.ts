import { translate } from '@docusaurus/Translate';
import type { PhaseId } from './timelineMath';

/** The tab labels, translated on the Romanian site. */
export function phaseLabels(): Record<PhaseId, string> {
  return {
    primair: translate({ id: 'home.timeline.phase.primair', message: 'Primair onderwijs' }),
    voortgezet: translate({ id: 'home.timeline.phase.voortgezet', message: 'Voortgezet onderwijs' }),
    beroeps: translate({ id: 'home.timeline.phase.beroeps', message: 'Beroepsonderwijs' }),
    werk: translate({ id: 'home.timeline.phase.werk', message: 'Werk' }),
  };
}

/** The illustration behind each phase's questions (decorative). */
export const PHASE_SCENES: Record<PhaseId, string> = {
  primair: '/img/home/timeline-primair.svg',
  voortgezet: '/img/home/timeline-voortgezet.svg',
  beroeps: '/img/home/timeline-beroeps.svg',
  werk: '/img/home/timeline-werk.svg',
};

/** Intrinsic size of the scene illustrations: reserves their box before they load. */
export const SCENE_SIZE = { width: 1200, height: 520 } as const;
