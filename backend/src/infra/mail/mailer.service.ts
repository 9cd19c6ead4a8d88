import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';

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

/**
 * Sends e-mail through nodemailer: to SMTP_URL when set, otherwise rendered to an .eml file under
 * DATA_DIR/mail. Either way the message is built by the same transport code.
 */
/** Connect (and greeting) and inactivity timeouts of SMTP; their sum stays under the smallest MAIL_LEASE_MS. */
export const SMTP_TIMEOUTS = { connectMs: 10_000, idleMs: 30_000 };

@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly mailDir?: string;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    if (config.smtpUrl) {
      // Bounded, so that a send ends (or fails) well within the e-mail's claim (MAIL_LEASE_MS).
      this.transport = createTransport({
        url: config.smtpUrl,
        connectionTimeout: SMTP_TIMEOUTS.connectMs,
        greetingTimeout: SMTP_TIMEOUTS.connectMs,
        socketTimeout: SMTP_TIMEOUTS.idleMs,
      });
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.mailDir = join(config.dataDir, 'mail');
    }
  }

  /** Resolves once the message is accepted (by the SMTP server, or written to disk); throws otherwise. */
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.mailDir) {
      await mkdir(this.mailDir, { recursive: true });
      const id = String(info.messageId ?? Date.now()).replace(/[^A-Za-z0-9.@-]/g, '');
      const file = join(this.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      this.logger.log(`E-mail "${message.subject}" to ${message.to} written to ${file}`);
    } else {
      this.logger.log(`E-mail "${message.subject}" sent to ${message.to}`);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
