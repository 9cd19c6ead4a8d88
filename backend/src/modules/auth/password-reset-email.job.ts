import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { PASSWORD_RESET_MINUTES, SHOP_NAME } from '@satchel/shared';
import { escapeHtml } from '../../common/text/escape-html';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { MailerService } from '../../infra/mail/mailer.service';
import { User } from '../users/user.entity';
import { AccountTokenPurpose } from './account-token.entity';
import { issueAccountToken } from './account-tokens';

export const PASSWORD_RESET_EMAIL_JOB = 'email.password-reset';

export interface PasswordResetEmailPayload extends Record<string, unknown> {
  userId: number;
  /** When the link was asked for (ISO): its 30 minutes count from then. */
  requestedAt: string;
}

/**
 * The e-mail of a password reset's link, on the jobs runtime after the request commits. The reset link's
 * token is made here, as the e-mail is sent, so it is never stored but as its hash: not in the
 * outbox row, not in a log. Sending again (a retry) makes a new token that replaces the unsent one.
 */
@Injectable()
export class PasswordResetEmailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<PasswordResetEmailPayload>({
      type: PASSWORD_RESET_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.sendResetLink(payload),
    });
  }

  private async sendResetLink({ userId, requestedAt }: PasswordResetEmailPayload): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) return; // the account is gone
    const requested = new Date(requestedAt);
    const token = await issueAccountToken(em, {
      user: user,
      purpose: AccountTokenPurpose.PASSWORD_RESET,
      requestedAt: requested,
      expiresAt: new Date(requested.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    if (!token) return; // a newer request's link is out
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: `Reset your ${SHOP_NAME} password`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account. Choose a new one here; the link works once, for ${PASSWORD_RESET_MINUTES} minutes:`,
        '',
        link,
        '',
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account. Choose a new one here; the link works once, for ${PASSWORD_RESET_MINUTES} minutes:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
    });
  }
}
