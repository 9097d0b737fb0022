import type { MailState } from '../../../src/domain/staff';

/** What a mail's row says to staff: sent, failed for good, held by a cap, or still waiting. */
export function mailStateOf(mail: {
  sent_at: string | null;
  failed_at: string | null;
  held_reason?: string | null;
}): MailState {
  return mail.sent_at ? 'verzonden' : mail.failed_at ? 'mislukt' : mail.held_reason ? 'vastgehouden' : 'in-wachtrij';
}
