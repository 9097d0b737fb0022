import type { TrainingSession } from '@site/src/domain/trainings';

/**
 * Open training sessions: one line per session, in any order (a training of two half days also gives
 * its `secondDate`). `/trainingen/aanbod` lists those whose date lies after the day of the visit, each with a sign-up link that fills in training and
 * date. EDITORS.md ("Een trainingsdatum toevoegen") says how to add one.
 */
export const TRAINING_SESSIONS: readonly TrainingSession[] = [
  { training: 'Interpretatietraining', date: '2026-10-06', place: 'Nijmegen', seats: 'Vol' },
  { training: 'Administratieve/ applicatiebeheerderstraining', date: '2026-10-28', place: 'Online', seats: 'Vol' },
  { training: 'Interpretatietraining', date: '2026-11-12', place: 'Nijmegen', seats: 'Nog enkele plaatsen' },
  {
    training: 'Begeleidingsstijlentraining',
    date: '2026-12-01',
    secondDate: '2026-12-15',
    place: 'Nijmegen',
    seats: 'Nog plaatsen vrij',
  },
  { training: 'Managementraining', date: '2026-12-10', place: 'Nijmegen', seats: 'Nog plaatsen vrij' },
];
