import type { Kysely } from 'kysely';
import type { MailView } from '../../../src/domain/staff';
import { renderOutboxMail } from '../../mail/render-outbox';
import type { SigningKeys } from '../../security/signing-keys';
import type { Database } from '../../storage/schema';
import { mailStateOf } from './mail-state';

/** What stands in a personal or newsletter link's token in a mail shown to staff. */
export const MASKED_TOKEN = '[verborgen]';

/**
 * A link's token in a mail shown again: staff must not be able to act as the school or subscriber,
 * and the page would otherwise hold a working link (`token=…`, in text and in HTML's `&amp;token=…`).
 */
export function maskTokens(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^\s"'<>&)]+/g, `$1${MASKED_TOKEN}`);
}

/**
 * One mail of a submission as it was sent: rendered again from its stored template and the
 * submission as it is now (no rendered body is ever stored), its links' tokens masked and the
 * embedded logo inlined so the sandboxed frame shows it. Null when there is no such mail.
 */
export async function mailView(
  db: Kysely<Database>,
  id: string,
  link: { publicUrl: string; signingKey: SigningKeys | undefined; helpdeskEmail?: string; now: Date },
): Promise<MailView | null> {
  const mail = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail) return null;
  const base = {
    id: mail.id,
    submissionId: mail.submission_id,
    recipient: mail.recipient,
    template: mail.template,
    state: mailStateOf(mail),
    createdAt: mail.created_at,
    sentAt: mail.sent_at,
  };
  try {
    const rendered = await renderOutboxMail(
      db,
      { ...mail, registration_version: numberOrNull(mail.registration_version) },
      link,
    );
    let html = 'html' in rendered ? rendered.html : null;
    if (html && 'attachments' in rendered) {
      for (const attachment of rendered.attachments) {
        if (!attachment.cid) continue;
        const data = Buffer.from(attachment.content).toString('base64');
        html = html.split(`cid:${attachment.cid}`).join(`data:${attachment.contentType};base64,${data}`);
      }
    }
    return {
      ...base,
      subject: rendered.subject,
      text: maskTokens(rendered.text),
      html: html && maskTokens(html),
      problem: null,
    };
  } catch (error) {
    // The submission or its version was erased since: the row stays, its content cannot be rebuilt.
    return {
      ...base,
      subject: '',
      text: '',
      html: null,
      problem: error instanceof Error ? error.message : String(error),
    };
  }
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
