import type { MailState } from '../../../src/domain/staff';

/** What a mail's row says to staff: sent, failed for good, or still waiting. */
export function mailStateOf(mail: { sent_at: string | null; failed_at: string | null }): MailState {
  return mail.sent_at ? 'verzonden' : mail.failed_at ? 'mislukt' : 'in-wachtrij';
}
