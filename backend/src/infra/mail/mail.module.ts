import { join } from 'node:path';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport';
import { MailerService } from './mailer.service';

/** E-mail, its transport chosen once at start: SMTP when SMTP_URL is set, else files in DATA_DIR/mail. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: MailTransport,
          useFactory: (): MailTransport =>
            config.smtpUrl
              ? new SmtpMailTransport(config.smtpUrl)
              : new FileMailTransport(join(config.dataDir, 'mail')),
        },
        MailerService,
      ],
      exports: [MailerService],
    };
  }
}
