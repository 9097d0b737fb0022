import { HELPDESK_HOURS } from './site';

/**
 * The Dutch helpdesk's opening hours as every text says them: the help page, the vacancy and the
 * PDFs (their `{{helpdesk.…}}` fields). In the weeks of the Doorstroomtoets's first test days it
 * opens at 7.30; a text that gives the hours gives that too (src/data/__tests__/helpdesk-hours.test.ts).
 */
export const HELPDESK_TEST_WEEKS_OPENS = { hour: 7, minute: 30 } as const;

/** 8 → '8.00', (7, 30) → '7.30': Dutch clock times. */
const clock = (hour: number, minute = 0) => `${hour}.${String(minute).padStart(2, '0')}`;

const opensEarly = clock(HELPDESK_TEST_WEEKS_OPENS.hour, HELPDESK_TEST_WEEKS_OPENS.minute);

export const HELPDESK_HOURS_TEXT = {
  /** 'van 8.00 tot 17.00 uur' */
  range: `van ${clock(HELPDESK_HOURS.opens)} tot ${clock(HELPDESK_HOURS.closes)} uur`,
  /** 'van maandag tot en met vrijdag van 8.00 tot 17.00 uur' */
  weekdays: `van maandag tot en met vrijdag van ${clock(HELPDESK_HOURS.opens)} tot ${clock(HELPDESK_HOURS.closes)} uur`,
  /** 'van 7.30 tot 17.00 uur' */
  testWeeksRange: `van ${opensEarly} tot ${clock(HELPDESK_HOURS.closes)} uur`,
  /** '7.30 uur' */
  testWeeksOpens: `${opensEarly} uur`,
} as const;
