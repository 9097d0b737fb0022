/**
 * How long AMN keeps what, in one place: the privacy statement, the terms, the FAQ, the PDFs and the
 * server's daily sweep (server/privacy/retention.ts) say these periods and no others; a test holds every text
 * to them (src/data/__tests__/retention.test.ts). Submissions and the portal's results are different
 * things: a submission counts from its receipt, a result from the test day.
 */
import { FACTS, dutchNumber } from '../domain/facts';

export const RETENTION = {
  /** Everything sent through the site's forms, registrations included, with its mails. */
  submissions: { months: 24, setting: '24m', text: '24 maanden na ontvangst' },
  /** Answers and reports in the portal (and a Jobtender profile). */
  results: {
    years: FACTS.reports.retentionYears,
    text: `${dutchNumber(FACTS.reports.retentionYears)} jaar na de afname`,
  },
  /** Unconfirmed newsletter sign-ups, held mails, failed staff logins and the nightly backups. */
  short: { days: 30, text: '30 dagen' },
} as const;
