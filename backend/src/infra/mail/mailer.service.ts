import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { type MailMessage, MailTransport } from './mail-transport';

export type { MailMessage } from './mail-transport';

/** Sends the shop's e-mail from MAIL_FROM through the transport chosen at start (see MailModule). */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transport: MailTransport,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Resolves once the message is accepted (by the SMTP server, or written to disk); throws otherwise. */
  async send(message: MailMessage): Promise<void> {
    const where = await this.transport.send({ from: this.config.mailFrom, ...message });
    this.logger.log(`E-mail "${message.subject}" to ${message.to} ${where}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
