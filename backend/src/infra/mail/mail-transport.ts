import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { QUEUE_CONCURRENCY } from '../jobs/job-registry';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A stable `Message-ID` (`<…@…>`): a rare second copy is then recognisable as the same message. */
  messageId?: string;
  /** Inline images, referred to from the HTML as `cid:{cid}`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

/** Connect (and greeting) and inactivity timeouts of SMTP; their sum stays under the smallest MAIL_LEASE_MS. */
export const SMTP_TIMEOUTS = { connectMs: 10_000, idleMs: 30_000 };

/**
 * The message as nodemailer takes it. Text is sent quoted-printable without looking: nodemailer
 * would otherwise count the Latin letters of every header and body to choose between it and
 * base64, which cost as much CPU as building the rest of an order e-mail (docs/performance.md);
 * the shop's e-mails are English templates, for which it chose quoted-printable anyway.
 */
function nodemailerMessage(message: MailMessage & { from: string }): SendMailOptions {
  return { ...message, textEncoding: 'quoted-printable' };
}

/**
 * Where e-mail goes: an SMTP server (SMTP_URL), or files on disk by default. Both build the
 * message with the same nodemailer code; only the last step differs.
 */
export abstract class MailTransport {
  abstract readonly name: 'smtp' | 'files';

  /** Resolves with where it went once the message is accepted; throws otherwise. */
  abstract send(message: MailMessage & { from: string }): Promise<string>;

  abstract close(): void;
}

/** nodemailer's pool reads `maxRequeues`; its types do not list it. */
type PoolOptions = SMTPPool.Options & { maxRequeues: number };

export class SmtpMailTransport extends MailTransport {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  private closed = false;

  constructor(url: string, timeouts = SMTP_TIMEOUTS) {
    super();
    const options: PoolOptions = {
      // The URL's own settings (host, port, TLS, credentials, query options), then ours: given
      // beside a `url`, nodemailer would read the URL alone and drop the rest.
      ...parseConnectionUrl(url),
      // Bounded, so that a send ends (or fails) well within the e-mail's claim (MAIL_LEASE_MS).
      connectionTimeout: timeouts.connectMs,
      greetingTimeout: timeouts.connectMs,
      socketTimeout: timeouts.idleMs,
      // Connections are kept and reused (100 messages each; an idle one closes after idleMs): a
      // connection for each message cost its TCP (and TLS) handshake and the SMTP greeting every
      // time. One for each e-mail a process sends at once, so none waits for a free connection.
      pool: true,
      maxConnections: QUEUE_CONCURRENCY.email,
      // A message whose connection closes under it fails (its job retries it later): by default
      // the pool would queue it again on a new connection for ever, and a server that closes
      // every connection unanswered (a proxy with nothing behind it) would hold the send.
      maxRequeues: 0,
    };
    this.transport = createTransport(options);
  }

  async send(message: MailMessage & { from: string }): Promise<string> {
    // A closed pool takes the message and never answers.
    if (this.closed) throw new Error('The SMTP transport is closed');
    await this.transport.sendMail(nodemailerMessage(message));
    return 'sent';
  }

  close(): void {
    this.closed = true;
    this.transport.close();
  }
}

/** Renders each message to an .eml file in `dir`: the embedded default, readable without a mail server. */
export class FileMailTransport extends MailTransport {
  readonly name = 'files';
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly dir: string) {
    super();
  }

  async send(message: MailMessage & { from: string }): Promise<string> {
    const info = await this.transport.sendMail(nodemailerMessage(message));
    const id = String(info.messageId ?? Date.now()).replace(/[^A-Za-z0-9.@-]/g, '');
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    // The directory is made when a message finds it missing (the first, or after it was removed),
    // not looked for before every message.
    await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.dir, { recursive: true });
      await writeFile(file, info.message as Buffer);
    });
    return `written to ${file}`;
  }

  close(): void {
    this.transport.close();
  }
}
