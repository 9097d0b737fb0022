import type { TrainingSession, TrainingVenue } from '@site/src/domain/trainings';
import { SITE } from './site';

/** Our office in Nijmegen, where the open groups meet (the address the footer and contact page give). */
const NIJMEGEN_OFFICE: TrainingVenue = { kind: 'address', host: SITE.name, ...SITE.address };

/** An online session: the link to join comes with the programme, a week before. */
const ONLINE: TrainingVenue = { kind: 'online' };

/**
 * Open training sessions: one line per session, in any order (a training of two half days also gives
 * its `secondDate`; it starts and ends at the same times on both days). `/trainingen/aanbod` lists
 * those whose date lies after the day of the visit; a sign-up link fills in training and date until
 * the programme goes out a week before (src/domain/trainings/sign-up.ts). Times are Dutch time.
 * EDITORS.md ("Een trainingsdatum toevoegen") says how to add one.
 */
export const TRAINING_SESSIONS: readonly TrainingSession[] = [
  {
    training: 'Interpretatietraining',
    date: '2026-10-06',
    start: '13:30',
    end: '16:30',
    venue: NIJMEGEN_OFFICE,
    seats: 'Vol',
  },
  {
    training: 'Administratie- en applicatiebeheertraining',
    date: '2026-10-28',
    start: '15:00',
    end: '17:00',
    venue: ONLINE,
    seats: 'Vol',
  },
  {
    training: 'Interpretatietraining',
    date: '2026-11-12',
    start: '13:30',
    end: '16:30',
    venue: NIJMEGEN_OFFICE,
    seats: 'Nog enkele plaatsen',
  },
  {
    training: 'Begeleidingsstijlentraining',
    date: '2026-12-01',
    secondDate: '2026-12-15',
    start: '13:30',
    end: '16:30',
    venue: NIJMEGEN_OFFICE,
    seats: 'Nog plaatsen vrij',
  },
  {
    training: 'Managementtraining',
    date: '2026-12-10',
    start: '09:30',
    end: '12:30',
    venue: NIJMEGEN_OFFICE,
    seats: 'Nog plaatsen vrij',
  },
];
