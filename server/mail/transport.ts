import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** One outgoing mail, as the outbox worker hands it to a transport. */
export type OutgoingMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, beside the text part (multipart/alternative); none for mails queued before templates. */
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
  /** Where an answer goes (a no-reply sender is no address to answer). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  createdAt: string;
};

export type MailTransport = {
  /** Delivers the mail or throws; must be safe to call again for the same id after a failure. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** The Message-ID of an outbox mail: stable across retries, so a receiver can spot a duplicate. */
export function messageId(mail: OutgoingMail): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}@${domain}>`;
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    messageId: messageId(mail),
    headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
  };
}

/**
 * Sends over SMTP (SMTP_URL). Pooled: a connection is reused for the next mails instead of a
 * handshake per mail; short timeouts so that an outage fails fast and the outbox retries later.
 */
export function smtpTransport(url: string): MailTransport {
  // The URL's own settings (host, port, auth, query options) with these on top: nodemailer reads a
  // transport's settings from the URL alone, and takes a second argument as defaults for each mail.
  const transporter = nodemailer.createTransport({
    ...parseConnectionUrl(url),
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: every mail becomes an .eml file in `dir` (open it in any mail program). The
 * name carries the queue time and the outbox id, and the file is written under a temporary name and then renamed,
 * so a retry overwrites instead of duplicating and a crash never leaves half a mail.
 */
/** The .eml file an outbox mail is written to: named by when it was queued and its id (the same on a retry). */
export function emlFileName(mail: { id: string; createdAt: string }): string {
  return `${mail.createdAt.replace(/[:.]/g, '-')}-${mail.id}.eml`;
}

export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await fs.promises.mkdir(dir, { recursive: true });
      // Named by when the mail was queued and its outbox id: sorted by time, and the same name on a retry.
      const target = path.join(dir, emlFileName(mail));
      const temporary = `${target}.tmp`;
      await fs.promises.writeFile(temporary, info.message);
      await fs.promises.rename(temporary, target);
    },
    close: () => transporter.close(),
  };
}

/** Deletes the .eml files of the removed mails (retention, erasure); returns how many there were. */
export function removeMailFiles(
  mailDir: string | undefined,
  mails: readonly { id: string; createdAt: string }[],
): number {
  if (!mailDir) return 0;
  let removed = 0;
  for (const mail of mails) {
    const file = path.join(mailDir, emlFileName(mail));
    if (fs.existsSync(file)) {
      fs.rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
