import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** One received mail: envelope sender and recipients, and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback for the outbox worker to deliver to. It keeps what it receives in
 * `received`; with `saveTo` it also writes each mail as a JSON file there, for readers in other
 * processes (the browser tests read what global setup's peer received). It can go down and come
 * back on the same port, to test outages.
 */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** `delayMs`: how long it takes to accept each mail after its data arrived (a slow mail server). */
  constructor(private readonly options: { saveTo?: string; delayMs?: number } = {}) {}

  async start(): Promise<this> {
    if (this.port === 0) this.port = await freePort();
    const { saveTo } = this.options;
    if (saveTo) fs.mkdirSync(saveTo, { recursive: true });
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.options.delayMs) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          this.received.push(mail);
          if (saveTo) saveMail(saveTo, this.received.length, mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function saveMail(dir: string, number: number, mail: ReceivedMail): void {
  const file = path.join(dir, `${String(number).padStart(5, '0')}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
  fs.renameSync(`${file}.tmp`, file); // readers never see half a file
}

/** The mails a peer with `saveTo: dir` received so far, in order. */
export function receivedMails(dir: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** Decodes a quoted-printable text body the way a mail client would (enough for assertions). */
export function decodeQuotedPrintable(raw: string): string {
  // Runs of encoded bytes are decoded together: one UTF-8 character may take several (→ is =E2=86=92).
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}
