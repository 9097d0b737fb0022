/**
 * The product owner's facts about our products, in one place. Pages, FAQs, news posts and documents
 * state them through the `<Fact>` blocks (src/components/Fact) or are checked against them by
 * src/domain/facts/__tests__/sources.test.ts and tests/e2e/content/facts.test.ts: a page that says
 * otherwise fails the tests. Change a fact here first, then the texts the tests name.
 */
import { DEVICES } from '../devices';

export const FACTS = {
  doorstroomtoets: {
    /** Each next question depends on the pupil's answers so far. */
    adaptivePerQuestion: true,
    /** On average, the three parts together. */
    averageTotalMinutes: 150,
    parts: ['lezen', 'taalverzorging', 'rekenen'],
    /** The school spreads the parts over days of its choosing, from its first test day on. */
    partsSpreadFromFirstDay: true,
    /** Answers are saved as the pupil works: an internet outage loses nothing. */
    answersSavedContinuously: true,
    devices: DEVICES,
  },
  leergangStudiecoach: {
    meetings: 5,
    /** A meeting every this many weeks: its length follows (leergangSpan). */
    weeksBetweenMeetings: 3,
    /** Each meeting takes half a day (een dagdeel). */
    meetingLength: 'dagdeel',
    groupSize: { min: 8, max: 12 },
    places: ['bij de eigen instelling', 'in Nijmegen'],
    certificate: 'certificaat van deelname',
  },
  talentscanHrm: {
    totalMinutes: 80,
    capacitiesMinutes: 50,
    questionnairesMinutes: 30,
    participantGetsOwnReport: true,
    clientSeesProfileOnlyWithConsent: true,
  },
  talentscanVo: {
    totalMinutes: 90,
    lessons: 2,
  },
  reports: {
    /** Reports are kept this long after the test, then removed. */
    retentionYears: 2,
  },
  presentatie: {
    /** A presentation for a team, parents or a board, questions included. */
    minutes: 45,
  },
  /** What a device needs for a test, the same in the Dutch and the Romanian technical requirements. */
  technicalRequirements: {
    /** Windows 10 has had no security updates since 14 October 2025. */
    windows: 'Windows 11',
    /** macOS: one of this many most recent versions. */
    macosRecentVersions: 3,
    screen: { width: 1280, height: 800 },
  },
} as const;

export type Facts = typeof FACTS;

export { dutchNumber, dutchHours } from './words';

/**
 * How long the Leergang Studiecoach runs, from its first meeting to its last, as the meetings make it:
 * five meetings three weeks apart span twelve weeks, about three months (a month taken as 30 days).
 */
export function leergangSpan(leergang: Facts['leergangStudiecoach'] = FACTS.leergangStudiecoach) {
  const weeks = (leergang.meetings - 1) * leergang.weeksBetweenMeetings;
  return { weeks, months: Math.round((weeks * 7) / 30) };
}
