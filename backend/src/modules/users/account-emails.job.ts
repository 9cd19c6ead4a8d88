import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { SHOP_NAME } from '@satchel/shared';
import { escapeHtml } from '../../common/text/escape-html';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { MailerService } from '../../infra/mail/mailer.service';
import { User } from './user.entity';

export const WELCOME_EMAIL_JOB = 'email.welcome';
export const PASSWORD_CHANGED_EMAIL_JOB = 'email.password-changed';
export const EMAIL_CHANGED_EMAIL_JOB = 'email.email-changed';

export interface PasswordChangedPayload extends Record<string, unknown> {
  userId: number;
  /** The account's address when the password changed (absent in jobs queued before it was kept). */
  email?: string;
}

export interface EmailChangedPayload extends Record<string, unknown> {
  userId: number;
  /** The address the account had: the notice goes there, where its owner still reads. */
  previousEmail: string;
}

/**
 * An account's own e-mails, each on the jobs runtime after the change it tells of commits
 * (enqueued in its transaction): the welcome of a new customer, and the notices that its password
 * or its e-mail changed. Whoever learnt the password, or reached the account's mailbox for a reset
 * link, can make either change; these notices are how the owner finds out. Each notice goes to the
 * address the account had at the change, kept in the payload, not to whatever it has when sent. An e-mail change is told
 * to the address it replaced: the new one is what a taker would read, and reset links now go
 * there, so the notice says to write to the shop rather than to reset. It does not name the new
 * address: the old mailbox may no longer be the owner's (a former employer's, a recycled one).
 */
@Injectable()
export class AccountEmailsJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<{ userId: number }>({
      type: WELCOME_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.sendWelcome(payload),
    });
    this.registry.define<PasswordChangedPayload>({
      type: PASSWORD_CHANGED_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.sendPasswordChanged(payload),
    });
    this.registry.define<EmailChangedPayload>({
      type: EMAIL_CHANGED_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.sendEmailChanged(payload),
    });
  }

  private get helpUrl(): string {
    return `${this.config.publicUrl}/contact-us`;
  }

  private async sendWelcome({ userId }: { userId: number }): Promise<void> {
    const user = await this.em.fork().findOne(User, userId);
    if (!user) return; // the account is gone; nothing to greet
    const shopUrl = this.config.publicUrl;
    await this.mailer.send({
      to: user.email,
      subject: `Welcome to ${SHOP_NAME}`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your ${SHOP_NAME} account is ready. Browse handbags, wallets, belts and more, and pay when your order arrives.`,
        '',
        `Start shopping: ${shopUrl}/shop-all`,
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Your ${SHOP_NAME} account is ready. Browse handbags, wallets, belts and more, and pay when your order arrives.</p>
<p><a href="${escapeHtml(shopUrl)}/shop-all">Start shopping</a></p>`,
    });
  }

  private async sendPasswordChanged({ userId, email }: PasswordChangedPayload): Promise<void> {
    const user = await this.em.fork().findOne(User, userId);
    if (!user) return; // the account is gone
    const help = this.helpUrl;
    await this.mailer.send({
      to: email ?? user.email,
      subject: `Your ${SHOP_NAME} password was changed`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `The password of your ${SHOP_NAME} account was just changed, and every other device signed in to it was signed out.`,
        '',
        `If this was not you, reset your password at once and tell us: ${help}`,
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>The password of your ${SHOP_NAME} account was just changed, and every other device signed in to it was signed out.</p>
<p>If this was not you, reset your password at once and <a href="${escapeHtml(help)}">tell us</a>.</p>`,
    });
  }

  private async sendEmailChanged({ userId, previousEmail }: EmailChangedPayload): Promise<void> {
    const user = await this.em.fork().findOne(User, userId);
    if (!user) return; // the account is gone
    const help = this.helpUrl;
    const changed = `The e-mail address of your ${SHOP_NAME} account (${user.username}) was just changed: password reset links and our e-mails to you no longer come to ${previousEmail}.`;
    await this.mailer.send({
      to: previousEmail,
      subject: `Your ${SHOP_NAME} e-mail address was changed`,
      text: [
        `Hello ${user.firstName},`,
        '',
        changed,
        '',
        `If this was not you, tell us at once so we can give the account back to you: ${help}`,
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>${escapeHtml(changed)}</p>
<p>If this was not you, <a href="${escapeHtml(help)}">tell us</a> at once so we can give the account back to you.</p>`,
    });
  }
}
