import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One outgoing mail, as the outbox worker hands it to a transport. */
export type OutgoingMail = { id: string; from: string; to: string; subject: string; text: string; createdAt: string };

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
    text: mail.text,
    messageId: messageId(mail),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * Sends over SMTP (SMTP_URL). Pooled: a connection is reused for the next mails instead of a
 * handshake per mail; short timeouts so that an outage fails fast and the outbox retries later.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as nodemailer.TransportOptions);
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
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await fs.promises.mkdir(dir, { recursive: true });
      // Named by when the mail was queued and its outbox id: sorted by time, and the same name on a retry.
      const target = path.join(dir, `${mail.createdAt.replace(/[:.]/g, '-')}-${mail.id}.eml`);
      const temporary = `${target}.tmp`;
      await fs.promises.writeFile(temporary, info.message as Buffer);
      await fs.promises.rename(temporary, target);
    },
    close: () => transporter.close(),
  };
}
