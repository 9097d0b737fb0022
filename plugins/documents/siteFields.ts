import { HELPDESK_HOURS_TEXT } from '../../src/data/helpdeskHours';
import { RETENTION } from '../../src/data/retention';

/**
 * The helpdesk's hours and the retention periods a Dutch document writes as `{{helpdesk.hours}}`
 * ('van maandag tot en met vrijdag van 8.00 tot 17.00 uur'), `{{helpdesk.testWeeksOpens}}` ('7.30 uur'),
 * `{{retention.submissions}}` and `{{retention.results}}`: the same words as the pages, from one data file each.
 */
export function siteFields(): Record<string, string> {
  return {
    'helpdesk.hours': HELPDESK_HOURS_TEXT.weekdays,
    'helpdesk.testWeeksOpens': HELPDESK_HOURS_TEXT.testWeeksOpens,
    'retention.submissions': RETENTION.submissions.text,
    'retention.results': RETENTION.results.text,
  };
}
