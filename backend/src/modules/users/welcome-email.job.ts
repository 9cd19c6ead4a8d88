import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { escapeHtml } from '../../common/text/escape-html';
import { MailerService } from '../../infra/mail/mailer.service';
import { User } from './user.entity';

export const WELCOME_EMAIL_JOB = 'email.welcome';

export interface WelcomeEmailPayload extends Record<string, unknown> {
  userId: number;
}

/** Greets a new customer by e-mail; runs on the jobs runtime after registration commits. */
@Injectable()
export class WelcomeEmailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<WelcomeEmailPayload>({
      type: WELCOME_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.send(payload),
    });
  }

  private async send({ userId }: WelcomeEmailPayload): Promise<void> {
    const user = await this.em.findOne(User, userId);
    if (!user) return; // the account is gone; nothing to greet
    const shopUrl = this.config.publicUrl;
    await this.mailer.send({
      to: user.email,
      subject: 'Welcome to Satchel',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Your Satchel account is ready. Browse handbags, wallets, belts and more, and pay when your order arrives.',
        '',
        `Start shopping: ${shopUrl}/shop-all`,
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Your Satchel account is ready. Browse handbags, wallets, belts and more, and pay when your order arrives.</p>
<p><a href="${escapeHtml(shopUrl)}/shop-all">Start shopping</a></p>`,
    });
  }
}
